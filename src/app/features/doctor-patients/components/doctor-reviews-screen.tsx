import { useState } from 'react';
import { EmptyState } from '#app/components/ui/empty-state';
import { Select } from '#app/components/ui/select';
import { Stars } from '#app/components/ui/stars';
import { Badge } from '#app/components/ui/status-badge';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { Review } from '#shared/schemas/review';
import type { DoctorReviews } from '../api/doctor-reviews-api';
import { ResponseForm } from './response-form';
import '../doctor-patients.css';

type Props = { data: DoctorReviews; onRetry(): void };

const RATINGS = ['5', '4', '3', '2', '1'] as const;

/** Patient Reviews (section 2, /doctor/reviews): summary, rating filter, a response per review. */
export function DoctorReviewsScreen({ data, onRetry }: Props) {
  const t = useT();
  const format = useFormat();
  const [rating, setRating] = useState('');
  // Responses sent from this screen, shown at once without reloading the list.
  const [answered, setAnswered] = useState<Record<string, Review>>({});

  if (!data.ok) {
    return (
      <section className="page dp-page" aria-labelledby="reviews-title">
        <h1 id="reviews-title">{t('Patient Reviews')}</h1>
        <div className="banner banner-error" role="alert">
          <span>{t(data.message)}</span>{' '}
          <button type="button" className="btn btn-light" onClick={onRetry}>
            {t('Retry')}
          </button>
        </div>
      </section>
    );
  }

  const { stats } = data;
  const reviews = data.reviews.map((r) => answered[r._id] ?? r);
  const shown = rating ? reviews.filter((r) => String(r.rating) === rating) : reviews;

  return (
    <section className="page dp-page" aria-labelledby="reviews-title">
      <h1 id="reviews-title">{t('Patient Reviews')}</h1>
      <section className="card dp-summary" aria-label={t('Summary')}>
        <p className="dp-average">
          {t('{rating} out of 5', {
            rating: (stats.averageRating ?? 0).toFixed(1),
          })}
        </p>
        <Stars rating={stats.averageRating} />
        <p className="muted">{t('{count} reviews', { count: stats.totalReviews })}</p>
        <ul className="dp-distribution">
          {RATINGS.map((r) => (
            <li key={r}>
              <span>{t('{count} stars', { count: r })}</span>
              <meter
                min={0}
                max={Math.max(1, stats.totalReviews)}
                value={stats.ratingDistribution[r] ?? 0}
                aria-hidden="true"
              />
              <span>{format.number(stats.ratingDistribution[r] ?? 0)}</span>
            </li>
          ))}
        </ul>
      </section>
      <Select
        label={t('Filter by rating')}
        value={rating}
        onChange={setRating}
        placeholder={t('All Ratings')}
        options={RATINGS.map((r) => ({ value: r, label: t('{count} stars', { count: r }) }))}
      />
      {shown.length === 0 ? (
        <EmptyState title={t('No reviews yet')} />
      ) : (
        <ul className="dp-list">
          {shown.map((r) => (
            <li key={r._id}>
              <article className="card" aria-label={r.title}>
                <Stars rating={r.rating} />
                <h2 className="dp-card-name">{r.title}</h2>
                <p>{r.review}</p>
                <p className="muted">
                  {r.isAnonymous ? t('Anonymous') : r.patient?.name || t('Anonymous')} ·{' '}
                  {format.date(r.createdAt)}
                </p>
                {r.status === 'pending' && <Badge tone="warning">{t('Pending')}</Badge>}
                {r.status === 'rejected' && <Badge tone="danger">{t('Rejected')}</Badge>}
                {r.status === 'rejected' && r.moderationReason && (
                  <p className="muted">{r.moderationReason}</p>
                )}
                {r.doctorResponse ? (
                  <div className="dp-response">
                    <h3>{t('Your response')}</h3>
                    <p>{r.doctorResponse}</p>
                    {r.responseDate && <p className="muted">{format.date(r.responseDate)}</p>}
                  </div>
                ) : (
                  <ResponseForm
                    review={r}
                    onResponded={(updated, text) =>
                      setAnswered((all) => ({
                        ...all,
                        [r._id]: {
                          ...r,
                          ...updated,
                          doctorResponse: updated?.doctorResponse || text,
                        },
                      }))
                    }
                  />
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
