import { and, eq, isNull, lt, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { appointments } from '#server/db/schema/index';
import { UNCONFIRMED_HOLD_MINUTES } from '#shared/domain/slots';
import { UNCONFIRMED_RELEASE_REASON } from '#shared/schemas/appointment';

/** The moment before which an unconfirmed booking no longer holds its slot. */
export const holdCutoff = (now: Date) =>
  new Date(now.getTime() - UNCONFIRMED_HOLD_MINUTES * 60_000);

/** The same rule for one appointment already read. */
export const isStaleHold = (
  a: { status: string; confirmedAt: Date | null; createdAt: Date },
  now: Date,
) => a.status === 'pending' && !a.confirmedAt && a.createdAt < holdCutoff(now);

/**
 * An initiated booking not confirmed within 15 minutes (ADR 007), whether or not the job has run.
 */
export function staleHold(now: Date): SQL {
  return and(
    eq(appointments.status, 'pending'),
    isNull(appointments.confirmedAt),
    lt(appointments.createdAt, holdCutoff(now)),
  )!;
}

/**
 * An appointment that occupies its slot: a booking, not cancelled and not a stale hold. Availability and
 * booking use this, so a slot is free again exactly 15 minutes after an unconfirmed initiation.
 */
export function occupiesSlot(now: Date): SQL {
  return and(
    ne(appointments.status, 'cancelled'),
    not(staleHold(now)),
    // A walk-in or a call registered at the desk holds no slot (ADR 157).
    eq(appointments.source, 'app'),
  )!;
}

/** The same rule for raw SQL over an appointments alias `a`. */
export function occupiesSlotRaw(now: Date): SQL {
  return sql`(a.status <> 'cancelled' and a.source = 'app' and not (a.status = 'pending' and a.confirmed_at is null and a.created_at < ${holdCutoff(now).toISOString()}::timestamptz))`;
}

/**
 * Cancels stale holds (all, or one doctor's) so that the exclusion constraint lets the slot be
 * booked again; answers the slots released, for the waitlist (ADR 101).
 */
export async function releaseStaleHolds(db: DbOrTx, now: Date, doctorId?: string) {
  return db
    .update(appointments)
    .set({ status: 'cancelled', cancellationReason: UNCONFIRMED_RELEASE_REASON, updatedAt: now })
    .where(doctorId ? and(staleHold(now), eq(appointments.doctorId, doctorId)) : staleHold(now))
    .returning({
      doctorId: appointments.doctorId,
      start: appointments.startTime,
      end: appointments.endTime,
    });
}

/**
 * An appointment that makes its patient the doctor's patient: anything but an initiated booking
 * never confirmed (a hold is not a visit, and its patient may never have gone ahead).
 */
export const realAppointment: SQL = or(
  ne(appointments.status, 'pending'),
  sql`${appointments.confirmedAt} is not null`,
)!;
