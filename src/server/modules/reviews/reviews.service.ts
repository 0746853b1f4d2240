import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { reviews } from '#server/db/schema/index';
import type { DoctorReviewsPage, ReviewStats, ReviewsPage } from '#shared/schemas/review';
import { loadReviews, toReview } from './review.view';

/** Approved reviews only (ADR 008): their average (one decimal), count and count per star. */
export async function reviewStats(db: DbOrTx, doctorId: string): Promise<ReviewStats> {
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.doctorId, doctorId), eq(reviews.status, 'approved')))
    .groupBy(reviews.rating);
  const ratingDistribution = { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 };
  let total = 0;
  let sum = 0;
  for (const row of rows) {
    const key = String(row.rating) as keyof typeof ratingDistribution;
    if (key in ratingDistribution) ratingDistribution[key] = row.count;
    total += row.count;
    sum += row.rating * row.count;
  }
  return {
    averageRating: total ? Math.round((sum / total) * 10) / 10 : 0,
    totalReviews: total,
    ratingDistribution,
  };
}

/** GET /reviews/doctor/{userId}: a page of the doctor's approved reviews, newest first, and stats. */
export async function doctorReviews(
  db: DbOrTx,
  doctorId: string,
  page: number,
  limit: number,
  viewerId: string | undefined,
): Promise<DoctorReviewsPage> {
  const stats = await reviewStats(db, doctorId);
  const rows = await loadReviews(db, {
    where: and(eq(reviews.doctorId, doctorId), eq(reviews.status, 'approved')),
    limit,
    offset: (page - 1) * limit,
  });
  return {
    reviews: rows.map((row) => toReview(row, viewerId)),
    total: stats.totalReviews,
    page,
    totalPages: Math.ceil(stats.totalReviews / limit),
    stats,
  };
}

/** One page of the reviews `where` selects, newest first, as `viewerId` may see them. */
async function pageOf(
  db: DbOrTx,
  where: SQL,
  viewerId: string,
  page: number,
  limit: number,
): Promise<ReviewsPage> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .where(where);
  const rows = await loadReviews(db, { where, limit, offset: (page - 1) * limit });
  return {
    reviews: rows.map((row) => toReview(row, viewerId)),
    total,
    page,
    totalPages: Math.ceil(total / limit),
  };
}

/** GET /reviews/my-reviews: the patient's own reviews, every status, newest first. */
export function patientReviews(
  db: DbOrTx,
  patientId: string,
  page: number,
  limit: number,
): Promise<ReviewsPage> {
  return pageOf(db, eq(reviews.patientId, patientId), patientId, page, limit);
}

/**
 * GET /reviews/doctor/my-reviews: every review of the doctor, rejected ones with their
 * moderation note (ADR 008), and the stats of approved ones.
 */
export async function doctorOwnReviews(
  db: DbOrTx,
  doctorId: string,
  viewerId: string,
  page: number,
  limit: number,
): Promise<DoctorReviewsPage> {
  return {
    ...(await pageOf(db, eq(reviews.doctorId, doctorId), viewerId, page, limit)),
    stats: await reviewStats(db, doctorId),
  };
}
