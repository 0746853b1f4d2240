import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '#server/context';
import { reviews } from '#server/db/schema/index';
import { actorOf } from '#server/lib/actor';
import { conflict, notFound } from '#server/lib/errors';
import { currentUser } from '#server/middleware/auth';
import { ADMIN_DOCTOR_MSG } from '#shared/schemas/admin-doctors';
import { isId } from '#shared/schemas/common';
import type { Review } from '#shared/schemas/review';
import { audit } from '../audit/audit.service';
import { loadReviews, toReview } from '../reviews/review.view';
import { lockDoctor, recomputeRating } from '../reviews/review-write.service';

/**
 * POST /admin/reviews/{id}/reject (ADR 008): the review leaves the public list and the doctor's
 * rating at once; it keeps its moderation note, which its author and the doctor see.
 */
export async function rejectReview(
  c: Context<AppEnv>,
  id: string,
  reason: string,
): Promise<Review> {
  const { db, now } = c.get('deps');
  if (!isId(id)) throw notFound('Review');
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ doctorId: reviews.doctorId })
      .from(reviews)
      .where(eq(reviews.id, id));
    if (!found) throw notFound('Review');
    // Doctor before review, the order the review writes take, so the two never deadlock.
    await lockDoctor(tx, found.doctorId);
    const [r] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!r) throw notFound('Review');
    if (r.status === 'rejected') {
      throw conflict(ADMIN_DOCTOR_MSG.reviewAlreadyRejected, 'REVIEW_ALREADY_REJECTED');
    }
    await tx
      .update(reviews)
      .set({ status: 'rejected', moderationReason: reason, updatedAt: now() })
      .where(eq(reviews.id, id));
    await recomputeRating(tx, r.doctorId);
    await audit(
      c.get('deps'),
      actorOf(c),
      {
        action: 'reject',
        resource: 'review',
        resourceId: id,
        details: `Review rejected (rating ${r.rating}, "${r.title}"). Reason: ${reason}`,
      },
      tx,
    );
  });
  const [row] = await loadReviews(db, { where: eq(reviews.id, id) });
  if (!row) throw notFound('Review');
  return toReview(row, currentUser(c).id);
}
