import { and, eq, gt, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { appointments, doctorAvailability, doctorTimeOff } from '#server/db/schema/index';
import { ApiError } from '#server/lib/errors';
import {
  checkSlot,
  clinicDate,
  clinicDayBounds,
  type Interval,
  type SlotContext,
  type SlotRefusal,
  slotPractice,
  type WeeklyInterval,
} from '#shared/domain/slots';
import { BOOKING_MSG, practiceHoursMessage } from '#shared/schemas/booking';
import type { Settings } from '#shared/schemas/settings';
import { WAITLIST_MSG } from '#shared/schemas/waitlist';
import { occupiesSlot } from './holds';
import { type Holder, heldForOthers } from './waitlist-holds';

/** The doctor's weekly working hours as stored, each interval with its practice (ADR 112). */
export function weeklyHours(db: DbOrTx, doctorId: string): Promise<WeeklyInterval[]> {
  return db
    .select({
      weekday: doctorAvailability.weekday,
      startMinute: doctorAvailability.startMinute,
      endMinute: doctorAvailability.endMinute,
      // Not null in the database (migration 0024); the column's type allows null for inserts.
      practiceId: sql<string>`${doctorAvailability.practiceId}`,
    })
    .from(doctorAvailability)
    .where(eq(doctorAvailability.doctorId, doctorId));
}

/**
 * The doctor's appointments that take their time (stale unconfirmed holds left out) and overlap
 * the window, whichever practice they are at: the doctor is in one place at a time (ADR 112).
 */
export function occupiedBetween(
  db: DbOrTx,
  doctorId: string,
  window: Interval,
  now: Date,
  excludeAppointmentId?: string,
): Promise<Interval[]> {
  return db
    .select({ start: appointments.startTime, end: appointments.endTime })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        occupiesSlot(now),
        lt(appointments.startTime, window.end),
        gt(appointments.endTime, window.start),
        excludeAppointmentId ? ne(appointments.id, excludeAppointmentId) : undefined,
      ),
    );
}

export type SlotOptions = {
  /** The appointment being rescheduled, which does not count against its own new time. */
  excludeAppointmentId?: string;
  /** Who is booking: slots the waitlist holds for them are free to them (ADR 101). */
  holder?: Holder;
};

/**
 * What the slot rules need for one doctor on one clinic date, read from the database. Slots the
 * waitlist holds for someone other than the holder are busy, and count towards the day's cap;
 * `held` lists them apart, so a refusal can say why.
 */
export async function loadSlotContext(
  db: DbOrTx,
  doctorId: string,
  date: string,
  now: Date,
  settings: Settings,
  { excludeAppointmentId, holder }: SlotOptions = {},
): Promise<SlotContext & { held: Interval[] }> {
  const day = clinicDayBounds(date, settings.timezone);
  const [weekly, booked, off, held] = await Promise.all([
    weeklyHours(db, doctorId),
    occupiedBetween(db, doctorId, day, now, excludeAppointmentId),
    db
      .select({ id: doctorTimeOff.id })
      .from(doctorTimeOff)
      .where(
        and(
          eq(doctorTimeOff.doctorId, doctorId),
          lte(doctorTimeOff.startDate, date),
          gte(doctorTimeOff.endDate, date),
        ),
      )
      .limit(1),
    heldForOthers(db, doctorId, day, now, holder),
  ]);
  const taken = [...booked, ...held];
  return {
    held,
    // A date of time off is a day off, whatever the weekly hours say.
    weekly: off.length > 0 ? [] : weekly,
    zone: settings.timezone,
    now,
    busy: taken,
    maxPerDay: settings.maxAppointmentsPerDay,
    bookedThatDay: taken.filter((a) => a.start >= day.start && a.start < day.end).length,
  };
}

const REFUSALS: Record<SlotRefusal, [400 | 409, string, string]> = {
  past: [400, BOOKING_MSG.past, 'SLOT_PAST'],
  'too-far': [400, BOOKING_MSG.tooFar, 'SLOT_TOO_FAR'],
  'day-off': [400, BOOKING_MSG.dayOff, 'SLOT_DAY_OFF'],
  outside: [400, BOOKING_MSG.outside, 'SLOT_OUTSIDE'],
  taken: [409, BOOKING_MSG.taken, 'SLOT_TAKEN'],
  full: [409, BOOKING_MSG.full, 'DAY_FULL'],
};

const refusalError = (refusal: SlotRefusal) => {
  const [status, message, code] = REFUSALS[refusal];
  return new ApiError(status, message, { code });
};

export const slotTakenError = () => refusalError('taken');

/** A slot the waitlist holds for another patient until their offer expires (ADR 101). */
const heldError = () => new ApiError(409, WAITLIST_MSG.held, { code: 'SLOT_HELD' });

/** A slot outside the hours of the practice asked for names that practice (ADR 112). */
const outsidePracticeError = (practice: { name: string }) => {
  const message = practiceHoursMessage(practice.name);
  return new ApiError(400, message, {
    code: 'SLOT_OUTSIDE_PRACTICE',
    errors: [{ path: 'practiceId', message }],
    extra: { practice: practice.name },
  });
};

/**
 * Throws unless [start, end) is a slot the availability call would offer for this doctor now
 * (ADR 007), leaving out one appointment (the one being rescheduled), and, when `practice` is
 * given, one of that practice's hours (ADR 112). Used by initiate and reschedule, for `holder`;
 * the exclusion constraint stays the last word against races. Answers the id of the practice
 * whose hours hold the slot.
 */
export async function assertSlotBookable(
  db: DbOrTx,
  doctor: { id: string },
  start: Date,
  end: Date,
  now: Date,
  {
    settings,
    excludeAppointmentId,
    holder,
    practice,
  }: { settings: Settings; practice?: { id: string; name: string } } & SlotOptions,
): Promise<string> {
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || start >= end) {
    throw refusalError('outside');
  }
  const date = clinicDate(start, settings.timezone);
  const ctx = await loadSlotContext(db, doctor.id, date, now, settings, {
    excludeAppointmentId,
    holder,
  });
  const refusal = checkSlot(ctx, start, end);
  const held = slotPractice(ctx.weekly, start, end, settings.timezone);
  // Past or too far ahead is said first; then a slot of another of the doctor's practices names
  // the one asked for, while a time in no practice's hours keeps the general refusal (ADR 112).
  const early = refusal === 'past' || refusal === 'too-far';
  if (practice && !early && held && held !== practice.id) throw outsidePracticeError(practice);
  if (refusal === 'taken' || refusal === 'full') {
    // Refused only because the waitlist holds the slot for someone else: say so.
    const free = checkSlot(
      {
        ...ctx,
        busy: ctx.busy.filter((b) => !ctx.held.includes(b)),
        bookedThatDay: ctx.bookedThatDay - ctx.held.length,
      },
      start,
      end,
    );
    if (!free && ctx.held.some((h) => h.start < end && start < h.end)) throw heldError();
  }
  if (refusal) throw refusalError(refusal);
  // Every stored interval names its practice (migration 0024), so an offered slot has one.
  if (!held) throw refusalError('outside');
  return held;
}

/** Postgres reports a broken exclusion constraint as 23P01; drizzle may wrap it in `cause`. */
export function isOverlapViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23P01' || e?.cause?.code === '23P01';
}

/** Runs a change that may move an appointment onto a taken slot: the constraint's refusal is 409. */
export async function refusingOverlap<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isOverlapViolation(error)) throw slotTakenError();
    throw error;
  }
}
