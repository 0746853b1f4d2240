import { api } from '#app/lib/api-client';
import { t } from '#app/lib/i18n';
import type { MashwaraDb, MirrorReview } from '#app/offline/local-db';
import { registerCollection, registerKind } from '#app/offline/outbox';
import type { SyncKind } from '#app/offline/types';

/** A review as /api/openapi.json describes it. */
export type Review = {
  _id: string;
  rating: number;
  title: string;
  review: string;
  isAnonymous: boolean;
  status: 'approved' | 'pending' | 'rejected';
  moderationReason?: string | null;
  patient?: { _id: string; name: string };
  doctor: { _id: string; userId?: string; name: string; specialization?: string };
  appointmentId: string;
  createdAt: string;
  doctorResponse?: string | null;
  responseDate?: string | null;
};

export type ReviewFields = Pick<Review, 'rating' | 'title' | 'review' | 'isAnonymous'>;

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
  doctor: Review['doctor'];
};
export type ReviewEditPayload = ReviewFields & { id: string; doctorName: string };
export type ReviewDeletePayload = { id: string; doctorName: string };

/** The server answers at most this many a page; the device pages through all of them. */
const PAGE = 50;
const MAX_PAGES = 20;

export async function fetchMyReviews(token: string): Promise<Review[]> {
  const all: Review[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await api.get<{ reviews?: Review[]; totalPages?: number }>(
      '/reviews/my-reviews',
      { token, query: { page, limit: PAGE } },
    );
    all.push(...(Array.isArray(answer?.reviews) ? answer.reviews : []));
    if (!answer?.totalPages || page >= answer.totalPages) break;
  }
  return all;
}

const put = (db: MashwaraDb, data: unknown, userId: string) => {
  const review = data as Review | undefined;
  if (review && typeof review === 'object' && typeof review._id === 'string') {
    return db.reviews.put({ ...review, userId } as MirrorReview);
  }
};

export const reviewCreateKind: SyncKind<ReviewCreatePayload, Review> = {
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
  collection: 'reviews',
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
    await put(db, data, userId);
  },
  describe: (p) => t('Write a review of {doctor}', { doctor: p.doctor.name }),
};

export const reviewEditKind: SyncKind<ReviewEditPayload, Review> = {
  method: 'PATCH',
  path: (p) => `/reviews/${encodeURIComponent(p.id)}`,
  body: (p) => ({
    rating: p.rating,
    title: p.title,
    review: p.review,
    isAnonymous: p.isAnonymous,
  }),
  entityId: (p) => p.id,
  collection: 'reviews',
  async applyLocal(db, p, { userId }) {
    await db.reviews.update([userId, p.id], {
      rating: p.rating,
      title: p.title,
      review: p.review,
      isAnonymous: p.isAnonymous,
    });
  },
  onSuccess: async (db, data, _p, { userId }) => {
    await put(db, data, userId);
  },
  describe: (p) => t('Edit your review of {doctor}', { doctor: p.doctorName }),
};

export const reviewDeleteKind: SyncKind<ReviewDeletePayload, unknown> = {
  method: 'DELETE',
  path: (p) => `/reviews/${encodeURIComponent(p.id)}`,
  body: () => undefined,
  entityId: (p) => p.id,
  collection: 'reviews',
  async applyLocal(db, p, { userId }) {
    await db.reviews.delete([userId, p.id]);
  },
  describe: (p) => t('Delete your review of {doctor}', { doctor: p.doctorName }),
};

let registered = false;

/**
 * The patient's reviews on the device and their three offline changes (ADR 006: review create, edit
 * and delete). A review written offline shows at once and is created on the server once.
 */
export function registerReviewSync(): void {
  if (registered) return;
  registered = true;

  registerCollection({
    name: 'reviews',
    fetch: (session) => fetchMyReviews(session.token),
    roles: ['patient'],
  });

  registerKind(REVIEW_CREATE_KIND, reviewCreateKind);

  registerKind(REVIEW_EDIT_KIND, reviewEditKind);

  registerKind(REVIEW_DELETE_KIND, reviewDeleteKind);
}
