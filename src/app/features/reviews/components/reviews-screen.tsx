import { useEffect, useState } from 'react';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog';
import { Dialog } from '#app/components/ui/dialog';
import { EmptyState } from '#app/components/ui/empty-state';
import { Pagination } from '#app/components/ui/pagination';
import { msg, useT } from '#app/lib/i18n';
import { useOnline } from '#app/lib/use-online';
import { syncEngine, usePendingIds } from '#app/offline/outbox';
import { runQueued } from '#app/offline/run-queued';
import { useSyncStatus } from '#app/offline/sync-status';
import { REVIEW_MSG, REVIEWS_PAGE_SIZE } from '#shared/schemas/review';
import {
  LOCAL_REVIEW_PREFIX,
  type ReviewCreatePayload,
  type ReviewDeletePayload,
  type ReviewEditPayload,
  type ReviewFields,
  reviewCreateKind,
  reviewDeleteKind,
  reviewEditKind,
} from '../api/review-kinds';
import { type MyReview, type ReviewTarget, useMyReviews } from '../hooks/use-reviews';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { ReviewsSyncNotice } from './reviews-sync-notice';
import { WriteReview } from './write-review';
import '../reviews.css';

export const REVIEW_MESSAGES = {
  create: { success: REVIEW_MSG.submitted, failure: msg('Failed to submit review') },
  edit: { success: REVIEW_MSG.updated, failure: msg('Failed to update review') },
  remove: { success: REVIEW_MSG.deleted, failure: msg('Failed to delete review') },
};
export const DELETE_QUESTION = msg(
  'Are you sure you want to delete this review? This action cannot be undone.',
);

type Props = { doctor?: string; appointment?: string };
type Open = { kind: 'edit' | 'delete'; review: MyReview } | null;

/** Reviews (ADR 076), read from the on-device mirror so they work offline (ADR 006). */
export function ReviewsScreen({ doctor, appointment }: Props) {
  const t = useT();
  const mine = useMyReviews();
  const status = useSyncStatus('reviews');
  const waiting = usePendingIds();
  const online = useOnline();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);

  useEffect(() => {
    void syncEngine.refresh('reviews');
    void syncEngine.refresh('appointments');
  }, []);

  const reviews = mine?.reviews ?? [];
  const totalPages = Math.max(1, Math.ceil(reviews.length / REVIEWS_PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const shown = reviews.slice((current - 1) * REVIEWS_PAGE_SIZE, current * REVIEWS_PAGE_SIZE);
  const close = () => setOpen(null);
  const doctorName = (r: MyReview) => r.doctor?.name ?? t('your doctor');

  async function write(target: ReviewTarget, fields: ReviewFields) {
    const d = target.doctor!;
    const payload: ReviewCreatePayload = {
      ...fields,
      localId: LOCAL_REVIEW_PREFIX + crypto.randomUUID(),
      // POST /reviews takes the doctor's id or user id; the appointment carries both.
      doctorId: target.doctorId ?? d._id,
      appointmentId: target._id,
      doctor: { _id: d._id, userId: d.userId, name: d.name, specialization: d.specialization },
    };
    setPage(1);
    await runQueued(reviewCreateKind, payload, REVIEW_MESSAGES.create);
  }

  async function edit(fields: ReviewFields) {
    if (!open) return;
    const payload: ReviewEditPayload = {
      ...fields,
      id: open.review._id,
      doctorName: doctorName(open.review),
    };
    close();
    await runQueued(reviewEditKind, payload, REVIEW_MESSAGES.edit);
  }

  async function remove() {
    if (!open) return;
    const payload: ReviewDeletePayload = {
      id: open.review._id,
      doctorName: doctorName(open.review),
    };
    close();
    await runQueued(reviewDeleteKind, payload, REVIEW_MESSAGES.remove);
  }

  const loading = mine === undefined;
  return (
    <section className="page review-page" aria-labelledby="reviews-title">
      <h1 id="reviews-title">{t('My Reviews')}</h1>
      <ReviewsSyncNotice
        status={status}
        hasRows={reviews.length > 0}
        online={online}
        onRetry={() => void syncEngine.refresh('reviews')}
      />
      <section className="card review-write" aria-labelledby="write-review-title">
        <h2 id="write-review-title">{t('Write a Review')}</h2>
        {mine && (
          <WriteReview
            key={`${doctor ?? ''}|${appointment ?? ''}`}
            targets={mine.targets}
            reviewedIds={new Set(reviews.map((r) => r.appointmentId))}
            doctor={doctor}
            appointment={appointment}
            onWrite={write}
          />
        )}
      </section>
      <section aria-labelledby="your-reviews-title">
        <h2 id="your-reviews-title">{t('Your Reviews')}</h2>
        {loading ? (
          <p className="muted" role="status">
            {t('Loading reviews…')}
          </p>
        ) : reviews.length === 0 ? (
          <EmptyState title={t('No reviews yet')} />
        ) : (
          <ul className="review-list">
            {shown.map((r) => (
              <li key={r._id}>
                <ReviewItem
                  review={r}
                  waiting={waiting.has(r._id)}
                  onEdit={(review) => setOpen({ kind: 'edit', review })}
                  onDelete={(review) => setOpen({ kind: 'delete', review })}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={current} totalPages={totalPages} onPage={setPage} />
      </section>
      {open?.kind === 'edit' && (
        <Dialog title={t('Edit Review')} onClose={close}>
          <ReviewForm
            initial={{
              rating: open.review.rating,
              title: open.review.title,
              review: open.review.review,
              isAnonymous: open.review.isAnonymous,
            }}
            submitLabel={t('Save Changes')}
            onSubmit={edit}
            onCancel={close}
          />
        </Dialog>
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t('Delete Review')}
          confirmLabel={t('Delete')}
          cancelLabel={t('Cancel')}
          onConfirm={remove}
          onCancel={close}
        >
          <p>{t(DELETE_QUESTION)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
