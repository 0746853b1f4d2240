import { eq } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { DbOrTx, Tx } from '#server/db/client';
import { appointments, doctors, reviews, users } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { badRequest, conflict, forbidden, notFound } from '#server/lib/errors';
import { notificationData } from '#shared/domain/notification-texts';
import { isId } from '#shared/schemas/common';
import {
  ANONYMOUS_NAME,
  type CreateReviewInput,
  REVIEW_MSG,
  type Review,
  type UpdateReviewInput,
} from '#shared/schemas/review';
import { audit } from '../audit/audit.service';
import { recordNotification } from '../notifications/notifications.service';
import { getSettings } from '../settings/settings.service';
import { loadReviews, toReview } from './review.view';
import { reviewStats } from './reviews.service';

function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * ADR 008: the doctor's rating counts approved reviews only. Recomputed in the transaction that
 * changed a review, after locking the doctor row, so two reviews at once cannot both write
 * a count that misses the other.
 */
export async function lockDoctor(tx: Tx, doctorId: string) {
  await tx.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, doctorId)).for('update');
}

export async function recomputeRating(tx: Tx, doctorId: string) {
  const stats = await reviewStats(tx, doctorId);
  await tx
    .update(doctors)
    .set({ ratingAverage: stats.averageRating, ratingCount: stats.totalReviews })
    .where(eq(doctors.id, doctorId));
}

/**
 * The review, locked for a change, with its doctor locked first: every review write takes the
 * doctor before the review, so two of them never deadlock.
 */
export async function lockReview(tx: Tx, id: string) {
  if (!isId(id)) throw notFound('Review');
  const [found] = await tx
    .select({ doctorId: reviews.doctorId })
    .from(reviews)
    .where(eq(reviews.id, id));
  if (!found) throw notFound('Review');
  await lockDoctor(tx, found.doctorId);
  const [r] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  if (!r) throw notFound('Review');
  return r;
}

/** The review as the viewer reads it after a change. */
export async function reviewFor(
  db: DbOrTx,
  id: string,
  viewer: Pick<UserActor, 'id'>,
): Promise<Review> {
  const [row] = await loadReviews(db, { where: eq(reviews.id, id) });
  if (!row) throw notFound('Review');
  return toReview(row, viewer.id);
}

/**
 * POST /reviews: one review per completed appointment, by its patient, approved at once (ADR 008).
 */
export async function createReview(
  deps: Deps,
  user: UserActor,
  input: CreateReviewInput,
): Promise<Review> {
  const { db, now } = deps;
  if (!isId(input.appointmentId)) throw notFound('Appointment');
  const { timezone } = await getSettings(db);
  let id = '';
  try {
    const afterCommit = await db.transaction(async (tx) => {
      const [a] = await tx
        .select({
          id: appointments.id,
          patientId: appointments.patientId,
          status: appointments.status,
          doctorId: doctors.id,
          doctorUserId: doctors.userId,
          doctorEmail: users.email,
        })
        .from(appointments)
        .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
        .innerJoin(users, eq(users.id, doctors.userId))
        .where(eq(appointments.id, input.appointmentId));
      if (!a) throw notFound('Appointment');
      if (a.patientId !== user.id) throw forbidden();
      if (input.doctorId !== a.doctorId && input.doctorId !== a.doctorUserId) {
        throw badRequest(REVIEW_MSG.wrongDoctor, [
          { path: 'doctorId', message: REVIEW_MSG.wrongDoctor },
        ]);
      }
      if (a.status !== 'completed') throw conflict(REVIEW_MSG.notCompleted, 'REVIEW_NOT_COMPLETED');
      await lockDoctor(tx, a.doctorId);
      const at = now();
      const [row] = await tx
        .insert(reviews)
        .values({
          appointmentId: a.id,
          doctorId: a.doctorId,
          patientId: user.id,
          rating: input.rating,
          title: input.title,
          review: input.review,
          isAnonymous: input.isAnonymous,
          status: 'approved',
          createdAt: at,
          updatedAt: at,
        })
        // A second review for the appointment (the unique index) leaves nothing inserted.
        .onConflictDoNothing({ target: reviews.appointmentId })
        .returning({ id: reviews.id });
      if (!row) throw conflict(REVIEW_MSG.duplicate, 'REVIEW_EXISTS');
      id = row.id;
      await recomputeRating(tx, a.doctorId);
      await audit(deps, user, { action: 'create', resource: 'review', resourceId: id }, tx);
      const author = input.isAnonymous ? ANONYMOUS_NAME : user.name;
      return recordNotification(
        deps,
        {
          userId: a.doctorUserId,
          email: a.doctorEmail,
          data: notificationData('REVIEW_RECEIVED', {
            authorName: author,
            rating: input.rating,
            reviewTitle: input.title,
          }),
          timeZone: timezone,
          appointmentId: a.id,
        },
        tx,
      );
    });
    await afterCommit();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REVIEW_MSG.duplicate, 'REVIEW_EXISTS');
    throw error;
  }
  return reviewFor(db, id, user);
}

/** The review, locked, after the author-only check; its doctor is locked too. */
async function lockOwnReview(tx: Tx, id: string, user: UserActor) {
  const r = await lockReview(tx, id);
  if (r.patientId !== user.id) throw forbidden();
  return r;
}

/** PATCH /reviews/{id}: by its author; a rejected review keeps its moderation note (ADR 008). */
export async function updateReview(
  deps: Deps,
  user: UserActor,
  { id, changes }: { id: string; changes: UpdateReviewInput },
): Promise<Review> {
  const { db, now } = deps;
  await db.transaction(async (tx) => {
    const r = await lockOwnReview(tx, id, user);
    if (r.status === 'rejected') throw conflict(REVIEW_MSG.rejectedLocked, 'REVIEW_REJECTED');
    await tx
      .update(reviews)
      .set({ ...changes, updatedAt: now() })
      .where(eq(reviews.id, id));
    await recomputeRating(tx, r.doctorId);
    await audit(deps, user, { action: 'update', resource: 'review', resourceId: id }, tx);
  });
  return reviewFor(db, id, user);
}

/** DELETE /reviews/{id}: by its author; a rejected review stays, with its moderation note. */
export async function deleteReview(deps: Deps, user: UserActor, { id }: { id: string }) {
  await deps.db.transaction(async (tx) => {
    const r = await lockOwnReview(tx, id, user);
    if (r.status === 'rejected') throw conflict(REVIEW_MSG.rejectedUndeletable, 'REVIEW_REJECTED');
    await tx.delete(reviews).where(eq(reviews.id, id));
    await recomputeRating(tx, r.doctorId);
    await audit(deps, user, { action: 'delete', resource: 'review', resourceId: id }, tx);
  });
}

/** POST /reviews/{id}/response: the reviewed doctor answers once. */
export async function respondToReview(
  deps: Deps,
  user: UserActor,
  { id, response }: { id: string; response: string },
): Promise<Review> {
  const { db, now } = deps;
  if (!isId(id)) throw notFound('Review');
  await db.transaction(async (tx) => {
    const [r] = await tx
      .select({ doctorUserId: doctors.userId, doctorResponse: reviews.doctorResponse })
      .from(reviews)
      .innerJoin(doctors, eq(doctors.id, reviews.doctorId))
      .where(eq(reviews.id, id))
      .for('update', { of: reviews });
    if (!r) throw notFound('Review');
    if (r.doctorUserId !== user.id) throw forbidden();
    if (r.doctorResponse) throw conflict(REVIEW_MSG.alreadyResponded, 'REVIEW_RESPONDED');
    await tx
      .update(reviews)
      .set({ doctorResponse: response, responseDate: now(), updatedAt: now() })
      .where(eq(reviews.id, id));
    await audit(
      deps,
      user,
      { action: 'update', resource: 'review', resourceId: id, details: 'Doctor response' },
      tx,
    );
  });
  return reviewFor(db, id, user);
}
