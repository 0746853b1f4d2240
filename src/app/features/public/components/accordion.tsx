import { type ReactNode, useId } from 'react';

export type AccordionItem = {
  key: string;
  question: string;
  answer: ReactNode;
  /** Optional decoration before the question (the FAQ's typed icon). */
  icon?: ReactNode;
};

type AccordionProps = {
  items: AccordionItem[];
  /** The one open item (one answer open at a time), or null. */
  openKey: string | null;
  onToggle: (key: string | null) => void;
};

export function Accordion({ items, openKey, onToggle }: AccordionProps) {
  const baseId = useId();
  return (
    <ul className="accordion">
      {items.map((item, i) => {
        const open = item.key === openKey;
        const buttonId = `${baseId}-q-${i}`;
        const panelId = `${baseId}-a-${i}`;
        return (
          <li key={item.key} className={open ? 'accordion-item open' : 'accordion-item'}>
            <h3 className="accordion-heading">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(open ? null : item.key)}
              >
                {item.icon}
                <span className="accordion-question">{item.question}</span>
                <span className="accordion-chevron" aria-hidden="true">
                  {open ? '−' : '+'}
                </span>
              </button>
            </h3>
            <section id={panelId} aria-labelledby={buttonId} hidden={!open}>
              <div className="accordion-answer">{item.answer}</div>
            </section>
          </li>
        );
      })}
    </ul>
  );
}
