import { t } from '#app/lib/i18n';
import { type MirrorReview, putReview, reviews } from '#app/offline/collections/reviews';
import type { SyncKind } from '#app/offline/types';
import type { Review } from '#shared/schemas/review';

export type ReviewFields = Pick<MirrorReview, 'rating' | 'title' | 'review' | 'isAnonymous'>;

export const REVIEW_CREATE_KIND = 'review.create';
export const REVIEW_EDIT_KIND = 'review.edit';
export const REVIEW_DELETE_KIND = 'review.delete';

/** Marks a review written on this device that the server has not answered yet. */
export const LOCAL_REVIEW_PREFIX = 'local:';

export type ReviewCreatePayload = ReviewFields & {
  /** The row's id until the server gives one (LOCAL_REVIEW_PREFIX + a UUID). */
  localId: string;
  doctorId: string;
  appointmentId: string;
  doctor: MirrorReview['doctor'];
};
export type ReviewEditPayload = ReviewFields & { id: string; doctorName: string };
export type ReviewDeletePayload = { id: string; doctorName: string };

export const reviewCreateKind: SyncKind<ReviewCreatePayload, Review> = {
  name: REVIEW_CREATE_KIND,
  method: 'POST',
  path: () => '/reviews',
  body: (p) => ({
    doctorId: p.doctorId,
    appointmentId: p.appointmentId,
    rating: p.rating,
    title: p.title,
    review: p.review,
    isAnonymous: p.isAnonymous,
  }),
  entityId: (p) => p.localId,
  collection: reviews,
  async applyLocal(db, p, { userId, actedAt }) {
    // Already on the server (a refresh brought it): nothing to show twice.
    const existing = await db.reviews
      .where('appointmentId')
      .equals(p.appointmentId)
      .filter((r) => r.userId === userId && r._id !== p.localId)
      .count();
    if (existing > 0) return;
    await db.reviews.put({
      userId,
      _id: p.localId,
      appointmentId: p.appointmentId,
      createdAt: new Date(actedAt).toISOString(),
      rating: p.rating,
      title: p.title,
      review: p.review,
      isAnonymous: p.isAnonymous,
      status: 'approved',
      doctor: p.doctor,
    });
  },
  async onSuccess(db, data, p, { userId }) {
    await db.reviews.delete([userId, p.localId]);
    await putReview(db, data, userId);
  },
  describe: (p) => t('Write a review of {doctor}', { doctor: p.doctor.name }),
};

export const reviewEditKind: SyncKind<ReviewEditPayload, Review> = {
  name: REVIEW_EDIT_KIND,
  method: 'PATCH',
  path: (p) => `/reviews/${encodeURIComponent(p.id)}`,
  body: (p) => ({
    rating: p.rating,
    title: p.title,
    review: p.review,
    isAnonymous: p.isAnonymous,
  }),
  entityId: (p) => p.id,
  collection: reviews,
  async applyLocal(db, p, { userId }) {
    await db.reviews.update([userId, p.id], {
      rating: p.rating,
      title: p.title,
      review: p.review,
      isAnonymous: p.isAnonymous,
    });
  },
  onSuccess: async (db, data, _p, { userId }) => {
    await putReview(db, data, userId);
  },
  describe: (p) => t('Edit your review of {doctor}', { doctor: p.doctorName }),
};

export const reviewDeleteKind: SyncKind<ReviewDeletePayload, unknown> = {
  name: REVIEW_DELETE_KIND,
  method: 'DELETE',
  path: (p) => `/reviews/${encodeURIComponent(p.id)}`,
  body: () => undefined,
  entityId: (p) => p.id,
  collection: reviews,
  async applyLocal(db, p, { userId }) {
    await db.reviews.delete([userId, p.id]);
  },
  describe: (p) => t('Delete your review of {doctor}', { doctor: p.doctorName }),
};

/**
 * The patient's three offline review changes (ADR 006: review create, edit and delete). A review
 * written offline shows at once and is created on the server once.
 */
export const KINDS = [reviewCreateKind, reviewEditKind, reviewDeleteKind];
