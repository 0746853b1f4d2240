import { EmptyState } from '#app/components/ui/empty-state';
import { errorMessage } from '#app/lib/api-client';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { getLatestReviews } from '../api/doctors-api';
import { useRequest } from '../hooks/use-request';

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

/** The latest 5 reviews (section 2.16). */
export function DoctorReviews({ doctorUserId }: { doctorUserId: string }) {
  const format = useFormat();
  const t = useT();
  const reviews = useRequest(doctorUserId, (signal) => getLatestReviews(doctorUserId, signal));
  return (
    <section className="card doctor-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('Patient reviews')}</h2>
      {reviews.status === 'loading' && <div className="skeleton" style={{ height: 60 }} />}
      {reviews.status === 'error' && (
        <p className="field-error" role="alert">
          {t(errorMessage(reviews.error, msg('Failed to load reviews')))}
        </p>
      )}
      {reviews.status === 'success' &&
        (reviews.data.reviews.length === 0 ? (
          <EmptyState title={t('No reviews yet')} />
        ) : (
          <ul className="review-list">
            {reviews.data.reviews.map((r) => (
              <li key={r._id}>
                <div className="row">
                  <Stars rating={r.rating} />
                  <strong>{r.title}</strong>
                </div>
                <p className="pre-line">{r.review}</p>
                <p className="muted review-meta">
                  {r.patient?.name ?? 'Anonymous'} ·{' '}
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
        ))}
    </section>
  );
}
