import { Link } from '@tanstack/react-router';
import { useDeferredValue, useId, useState } from 'react';
import '#app/features/public/public.css';
import { FAQS, filterFaqs } from './faq-data';
import { FaqList } from './faq-list';
import { SupportCards } from './support-cards';

/** Section 2.12. */
export function FaqPage() {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const matches = filterFaqs(FAQS, useDeferredValue(query));
  return (
    <div className="page faq-page">
      <section className="faq-hero" aria-labelledby="faq-title">
        <h1 id="faq-title">Help Center</h1>
        <p>Answers to common questions about Mashwara.</p>
        <div className="field faq-search">
          <label htmlFor={searchId}>Search questions</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="e.g. cancel, payment, password"
          />
        </div>
      </section>
      <p className="sr-only" role="status">
        {matches.length === 1 ? '1 question found' : `${matches.length} questions found`}
      </p>
      {matches.length === 0 ? (
        <p className="faq-empty">
          No questions match “{query.trim()}”. <Link to="/contact">Contact us</Link> and we will
          help.
        </p>
      ) : (
        <FaqList matches={matches} />
      )}
      <SupportCards />
    </div>
  );
}
