import { Stars } from '#app/components/ui/stars';
import { Badge, type BadgeTone } from '#app/components/ui/status-badge';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { useClinicTimeZone } from '#app/lib/public-settings';
import { WAITING_TO_SYNC } from '#app/offline/outbox';
import { REVIEW_MSG } from '#shared/schemas/review';
import { LOCAL_REVIEW_PREFIX } from '../api/review-kinds';
import type { MyReview } from '../hooks/use-reviews';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  approved: { label: msg('Approved'), tone: 'success' },
  pending: { label: msg('Pending'), tone: 'warning' },
  rejected: { label: msg('Rejected'), tone: 'danger' },
};

export const NOT_SYNCED_YET = msg(
  'This review has not reached the server yet. You can edit or delete it once it has synced.',
);

type Props = {
  review: MyReview;
  waiting: boolean;
  onEdit(review: MyReview): void;
  onDelete(review: MyReview): void;
};

/** One of the patient's reviews, with what its state allows (ADR 008, review statuses). */
export function ReviewItem({ review: r, waiting, onEdit, onDelete }: Props) {
  const t = useT();
  const format = useFormat();
  const timeZone = useClinicTimeZone();
  const status = STATUS[r.status] ?? { label: r.status, tone: 'neutral' as const };
  const local = r._id.startsWith(LOCAL_REVIEW_PREFIX);
  const rejected = r.status === 'rejected';
  const headingId = `review-${r._id}-title`;
  const doctor = r.doctor?.name ?? t('Doctor');
  return (
    <article className="card review-card" aria-labelledby={headingId}>
      <header className="review-card-head">
        <div>
          <h3 id={headingId}>{r.title}</h3>
          <p className="muted review-sub">
            {t('Review of {doctor}', { doctor })} · {format.date(r.createdAt, { timeZone })}
          </p>
        </div>
        <div className="review-badges">
          <Badge tone={status.tone}>{t(status.label)}</Badge>
          {waiting && <span className="badge review-waiting">{t(WAITING_TO_SYNC)}</span>}
        </div>
      </header>
      <Stars rating={r.rating} />
      <p className="review-text">{r.review}</p>
      {r.isAnonymous && <p className="muted">{t('Posted anonymously')}</p>}
      {rejected && (
        <div className="banner banner-error review-note">
          <p>{t(REVIEW_MSG.rejectedLocked)}</p>
          {r.moderationReason && (
            <p>
              {t('Moderation note:')} {r.moderationReason}
            </p>
          )}
        </div>
      )}
      {r.doctorResponse && (
        <blockquote className="review-response">
          <strong>{t("Doctor's response:")}</strong> {r.doctorResponse}
        </blockquote>
      )}
      {local && <p className="muted review-note">{t(NOT_SYNCED_YET)}</p>}
      {!rejected && (
        <div className="row review-actions">
          <button
            type="button"
            className="btn btn-ghost"
            disabled={local}
            aria-label={t('Edit your review of {doctor}', { doctor })}
            onClick={() => onEdit(r)}
          >
            {t('Edit')}
          </button>
          <button
            type="button"
            className="btn btn-ghost review-danger"
            disabled={local}
            aria-label={t('Delete your review of {doctor}', { doctor })}
            onClick={() => onDelete(r)}
          >
            {t('Delete')}
          </button>
        </div>
      )}
    </article>
  );
}
