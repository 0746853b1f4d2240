import { useEffect, useState } from 'react';
import { EmptyState } from '#app/components/ui/empty-state';
import { LastSynced } from '#app/components/ui/last-synced';
import { LoadFailedLine } from '#app/components/ui/load-failed';
import { Select } from '#app/components/ui/select';
import { Skeleton } from '#app/components/ui/skeleton';
import { Stars } from '#app/components/ui/stars';
import { Badge } from '#app/components/ui/status-badge';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { useOnline } from '#app/lib/use-online';
import {
  EMPTY_STATS,
  putMirroredReview,
  useMirroredDoctorReviews,
} from '#app/offline/collections/doctor-reviews';
import { syncEngine } from '#app/offline/outbox';
import { useSyncStatus } from '#app/offline/sync-status';
import { useUserId } from '#app/offline/use-user-id';
import { LOAD_REVIEWS_FAILED } from '../api/doctor-reviews-api';
import { ResponseForm } from './response-form';
import '../doctor-patients.css';

const RATINGS = ['5', '4', '3', '2', '1'] as const;

/**
 * Patient Reviews (ADR 080, /doctor/reviews): summary, rating filter, a response per review.
 * Read from the device (the `doctorReviews` row), so it opens offline; responding is online only.
 */
export function DoctorReviewsScreen() {
  const t = useT();
  const format = useFormat();
  const online = useOnline();
  const userId = useUserId();
  const data = useMirroredDoctorReviews();
  const status = useSyncStatus('doctorReviews');
  const [rating, setRating] = useState('');

  useEffect(() => {
    void syncEngine.refresh('doctorReviews');
  }, []);

  const retry = () => void syncEngine.refresh('doctorReviews');
  const header = (
    <>
      <h1 id="reviews-title">{t('Patient Reviews')}</h1>
      <LastSynced status={status} online={online} onRetry={retry} />
    </>
  );
  if (!data) {
    return (
      <section className="page dp-page" aria-labelledby="reviews-title">
        {header}
        {data === null && status.lastError ? (
          <LoadFailedLine message={LOAD_REVIEWS_FAILED} onRetry={retry} />
        ) : (
          <Skeleton label={t('Loading…')} />
        )}
      </section>
    );
  }

  const stats = data.stats ?? EMPTY_STATS;
  const reviews = data.reviews;
  const shown = rating ? reviews.filter((r) => String(r.rating) === rating) : reviews;

  return (
    <section className="page dp-page" aria-labelledby="reviews-title">
      {header}
      <section className="card dp-summary" aria-label={t('Summary')}>
        <p className="dp-average">
          {t('{rating} out of 5', {
            rating: (stats.averageRating ?? 0).toFixed(1),
          })}
        </p>
        <Stars rating={stats.averageRating} />
        <p className="muted">
          {stats.totalReviews === 1
            ? t('1 review')
            : t('{count} reviews', { count: stats.totalReviews })}
        </p>
        <ul className="dp-distribution">
          {RATINGS.map((r) => (
            <li key={r}>
              <span>{r === '1' ? t('1 star') : t('{count} stars', { count: r })}</span>
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
        options={RATINGS.map((r) => ({
          value: r,
          label: r === '1' ? t('1 star') : t('{count} stars', { count: r }),
        }))}
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
                    onResponded={(updated, text) => {
                      if (!userId) return;
                      // Shown at once, and kept on the device for the next offline visit.
                      void putMirroredReview(userId, {
                        ...r,
                        ...updated,
                        doctorResponse: updated?.doctorResponse || text,
                      });
                    }}
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
