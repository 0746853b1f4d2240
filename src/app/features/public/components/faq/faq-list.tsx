import { useState } from 'react';
import { Tabs } from '#app/components/ui/tabs';
import { useT } from '#app/lib/i18n';
import { Accordion } from '../accordion';
import { FAQ_CATEGORIES, type Faq, type FaqCategory } from './faq-data';

const ICON = { info: 'i', success: '✓', warning: '!' } as const;

/** Category tabs that have matches, and one open answer at a time (ADR 076). */
export function FaqList({ matches }: { matches: Faq[] }) {
  const t = useT();
  const [selected, setSelected] = useState<FaqCategory>('general');
  const [open, setOpen] = useState<string | null>(null);
  const tabs = FAQ_CATEGORIES.filter((c) => matches.some((f) => f.category === c.key));
  const active = tabs.some((t) => t.key === selected) ? selected : tabs[0]?.key;
  if (!active) return null;

  const select = (key: FaqCategory) => {
    setSelected(key);
    setOpen(null);
  };
  const items = matches
    .filter((f) => f.category === active)
    .map((f) => ({
      key: f.question,
      question: t(f.question),
      answer: t(f.answer),
      icon: (
        <span className={`faq-icon faq-icon-${f.type}`} aria-hidden="true">
          {ICON[f.type]}
        </span>
      ),
    }));

  return (
    <Tabs
      label={t('Question categories')}
      tabs={tabs.map((c) => ({ id: c.key, label: t(c.label) }))}
      selected={active}
      onSelect={select}
    >
      <Accordion items={items} openKey={open} onToggle={setOpen} />
    </Tabs>
  );
}
