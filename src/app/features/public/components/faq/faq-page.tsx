import { Link } from '@tanstack/react-router';
import { useDeferredValue, useId, useState } from 'react';
import '#app/features/public/public.css';
import { useT } from '#app/lib/i18n';
import { Trans } from '#app/lib/trans';
import { FAQS, filterFaqs } from './faq-data';
import { FaqList } from './faq-list';
import { SupportCards } from './support-cards';

/** ADR 076. */
export function FaqPage() {
  const searchId = useId();
  const t = useT();
  const [query, setQuery] = useState('');
  // Searched in the reader's language: the questions and answers as they are shown.
  const shown = FAQS.map((f) => ({ ...f, shownQuestion: t(f.question), shownAnswer: t(f.answer) }));
  const matches = filterFaqs(shown, useDeferredValue(query));
  return (
    <div className="page faq-page">
      <section className="faq-hero" aria-labelledby="faq-title">
        <h1 id="faq-title">{t('Help Center')}</h1>
        <p>{t('Answers to common questions about Mashwara.')}</p>
        <div className="field faq-search">
          <label htmlFor={searchId}>{t('Search questions')}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('e.g. cancel, payment, password')}
          />
        </div>
      </section>
      <p className="sr-only" role="status">
        {matches.length === 1
          ? t('1 question found')
          : t('{count} questions found', { count: matches.length })}
      </p>
      {matches.length === 0 ? (
        <p className="faq-empty">
          <Trans
            id="No questions match “{query}”. <0>Contact us</0> and we will help."
            values={{ query: query.trim() }}
            components={{ 0: <Link to="/contact" /> }}
          />
        </p>
      ) : (
        <FaqList matches={matches} />
      )}
      <SupportCards />
    </div>
  );
}
