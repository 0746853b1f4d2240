import type { ReactNode } from 'react';
import { useLocale, useT } from '#app/lib/i18n';
import type { DeskPractice } from '#shared/schemas/desk';
import '../desk-print.css';

type Props = {
  title: string;
  practice: DeskPractice;
  /** What the patient must see first, above the facts (a token). */
  lead?: ReactNode;
  /** The facts, each a `PrintFact`. */
  children: ReactNode;
  foot?: ReactNode;
};

/**
 * A desk print's sheet (issue 42): the practice and its doctor on top, then one fact a line.
 * It carries the language's direction itself, because it prints outside the app's own tree.
 */
export function PrintSheet({ title, practice, lead, children, foot }: Props) {
  const t = useT();
  const locale = useLocale();
  return (
    <article className="desk-print" lang={locale} dir={locale === 'ur' ? 'rtl' : 'ltr'}>
      <header className="desk-print-head">
        <p className="desk-print-practice">
          <bdi>{practice.name}</bdi>
        </p>
        <p>
          <bdi>{practice.city}</bdi>
        </p>
        <p className="desk-print-doctor">{t('Dr. {name}', { name: practice.doctorName })}</p>
      </header>
      <h1 className="desk-print-title">{title}</h1>
      {lead}
      <dl className="desk-print-facts">{children}</dl>
      {foot && <p className="desk-print-foot">{foot}</p>}
    </article>
  );
}

/** One line of a print: its label, then its value (which wraps however long it is). */
export function PrintFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="desk-print-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
