import { Await } from '@tanstack/react-router';
import { EmptyState } from '#app/components/ui/empty-state';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { DoctorReviewsPage } from '#shared/schemas/review';
import type { DoctorProfile } from '../api/doctor-loaders';

function Stars({ rating }: { rating: number }) {
  const t = useT();
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="stars" role="img" aria-label={t('{count} out of 5 stars', { count: full })}>
      {'★'.repeat(full)}
      <span className="stars-empty">{'★'.repeat(5 - full)}</span>
    </span>
  );
}

/** The latest 5 reviews (ADR 076); they arrive after the profile, from the same loader. */
export function DoctorReviews({ reviews }: { reviews: DoctorProfile['reviews'] }) {
  const t = useT();
  return (
    <section className="card doctor-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('Patient reviews')}</h2>
      <Await promise={reviews} fallback={<div className="skeleton" style={{ height: 60 }} />}>
        {(answer) =>
          'failed' in answer ? (
            <p className="field-error" role="alert">
              {t(answer.failed)}
            </p>
          ) : (
            <ReviewList page={answer} />
          )
        }
      </Await>
    </section>
  );
}

function ReviewList({ page }: { page: DoctorReviewsPage }) {
  const format = useFormat();
  const t = useT();
  if (page.reviews.length === 0) return <EmptyState title={t('No reviews yet')} />;
  return (
    <ul className="review-list">
      {page.reviews.map((r) => (
        <li key={r._id}>
          <div className="row">
            <Stars rating={r.rating} />
            <strong>{r.title}</strong>
          </div>
          <p className="pre-line">{r.review}</p>
          <p className="muted review-meta">
            {r.patient?.name && r.patient.name !== 'Anonymous' ? r.patient.name : t('Anonymous')} ·{' '}
            {format.date(r.createdAt, { pattern: 'MMMM d, yyyy' })}
          </p>
          {r.doctorResponse && (
            <blockquote className="review-response">
              <strong>{t("Doctor's response:")}</strong> {r.doctorResponse}
            </blockquote>
          )}
        </li>
      ))}
    </ul>
  );
}
