import { format } from 'date-fns';
import type { ReactNode } from 'react';
import '#app/features/public/public.css';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalPageProps = { title: string; intro: ReactNode; sections: LegalSection[] };

/** Numbered sections with a table of contents; the last-updated date is today (section 2.13). */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  return (
    <article className="page prose legal" aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      <p className="muted">Last updated: {format(new Date(), 'MMMM d, yyyy')}</p>
      {intro}
      <nav aria-label="Sections" className="legal-toc">
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>
            {i + 1}. {s.title}
          </h2>
          {s.body}
        </section>
      ))}
    </article>
  );
}
