import { eq } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { reviews } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { conflict } from '#server/lib/errors';
import { ADMIN_DOCTOR_MSG } from '#shared/schemas/admin-doctors';
import type { Review } from '#shared/schemas/review';
import { audit } from '../audit/audit.service';
import { lockReview, recomputeRating, reviewFor } from '../reviews/review-write.service';

/**
 * POST /admin/reviews/{id}/reject (ADR 008): the review leaves the public list and the doctor's
 * rating at once; it keeps its moderation note, which its author and the doctor see.
 */
export async function rejectReview(
  deps: Deps,
  admin: UserActor,
  { id, reason }: { id: string; reason: string },
): Promise<Review> {
  const { db, now } = deps;
  await db.transaction(async (tx) => {
    const r = await lockReview(tx, id);
    if (r.status === 'rejected') {
      throw conflict(ADMIN_DOCTOR_MSG.reviewAlreadyRejected, 'REVIEW_ALREADY_REJECTED');
    }
    await tx
      .update(reviews)
      .set({ status: 'rejected', moderationReason: reason, updatedAt: now() })
      .where(eq(reviews.id, id));
    await recomputeRating(tx, r.doctorId);
    await audit(
      deps,
      admin,
      {
        action: 'reject',
        resource: 'review',
        resourceId: id,
        details: `Review rejected (rating ${r.rating}, "${r.title}"). Reason: ${reason}`,
      },
      tx,
    );
  });
  return reviewFor(db, id, admin);
}
