import type { ReactNode } from 'react';
import '#app/features/public/public.css';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalPageProps = { title: string; intro: ReactNode; sections: LegalSection[] };

/**
 * `title` and section titles are catalog ids. Numbered sections with a table of contents; the
 * last-updated date is today (ADR 076).
 */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  const t = useT();
  const format = useFormat();
  return (
    <article className="page prose legal" aria-labelledby="legal-title">
      <h1 id="legal-title">{t(title)}</h1>
      <p className="muted">
        {t('Last updated: {date}', { date: format.date(new Date(), { pattern: 'MMMM d, yyyy' }) })}
      </p>
      {intro}
      <nav aria-label={t('Sections')} className="legal-toc">
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{t(s.title)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>
            {i + 1}. {t(s.title)}
          </h2>
          {s.body}
        </section>
      ))}
    </article>
  );
}
