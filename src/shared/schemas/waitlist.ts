import * as v from 'valibot';
import { isDateOnly } from '../domain/date-only';
import { BOOKING_MSG } from './booking';
import { PRACTICE_KINDS, type PracticeKind } from './practice-kinds';

/** The longest date range one waitlist entry may cover (ADR 101). */
export const WAITLIST_RANGE_MAX_DAYS = 60;

export const WAITLIST_MSG = {
  doctor: 'Please choose a doctor',
  fromRequired: 'Start date is required',
  toRequired: 'End date is required',
  dateFormat: 'Date must be a calendar date in the yyyy-MM-dd format',
  order: 'The end date must not be before the start date',
  tooLong: 'Choose at most 60 days',
  past: 'Choose dates from today onwards',
  tooFar: 'Appointments can be booked at most 3 months ahead',
  familyMember: 'Family member not found',
  practice: BOOKING_MSG.practice,
  kind: 'Choose clinic or video',
  noKind: 'This doctor has no practice of that kind',
  held: 'This slot is being held for a patient on the waitlist. Please choose another time.',
} as const;

const day = (required: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.check(isDateOnly, WAITLIST_MSG.dateFormat),
  );

/** Whole days from one calendar date to another (negative when `to` is before `from`). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * POST /waitlist. Dates are clinic dates; the server also checks them against today. Slots are
 * offered at `practiceId` when given, else at any of the doctor's practices of `kind`, else at
 * any of them (ADR 144).
 */
export const WaitlistJoinSchema = v.pipe(
  v.object({
    doctorId: v.pipe(v.string(WAITLIST_MSG.doctor), v.uuid(WAITLIST_MSG.doctor)),
    from: day(WAITLIST_MSG.fromRequired),
    to: day(WAITLIST_MSG.toRequired),
    familyMemberId: v.optional(
      v.nullable(v.pipe(v.string(WAITLIST_MSG.familyMember), v.uuid(WAITLIST_MSG.familyMember))),
    ),
    practiceId: v.optional(
      v.nullable(v.pipe(v.string(WAITLIST_MSG.practice), v.uuid(WAITLIST_MSG.practice))),
    ),
    kind: v.optional(v.nullable(v.picklist(PRACTICE_KINDS, WAITLIST_MSG.kind))),
  }),
  v.forward(
    v.check((r) => r.from <= r.to, WAITLIST_MSG.order),
    ['to'],
  ),
  v.forward(
    v.check((r) => daysBetween(r.from, r.to) < WAITLIST_RANGE_MAX_DAYS, WAITLIST_MSG.tooLong),
    ['to'],
  ),
);
export type WaitlistJoinInput = v.InferOutput<typeof WaitlistJoinSchema>;

/** A slot held for one waiting person until `expiresAt` (ISO instants). */
export type WaitlistOffer = {
  id: string;
  startTime: string;
  endTime: string;
  expiresAt: string;
};

/** GET /waitlist: one of the patient's waiting entries. */
export type WaitlistEntry = {
  _id: string;
  id: string;
  doctor: { id: string; userId: string; name: string; specialization: string };
  familyMember: { id: string; name: string; relationship: string } | null;
  /** Where the slots are offered: this practice, else any of `kind`, else any (ADR 144). */
  practiceId: string | null;
  kind: PracticeKind | null;
  from: string;
  to: string;
  status: 'waiting' | 'booked' | 'left';
  /** 1 for the first person waiting for this doctor; 0 once the entry no longer waits. */
  place: number;
  createdAt: string;
  offer: WaitlistOffer | null;
};

/** GET /doctor/waitlist and GET /admin/waitlist: people waiting per clinic date. */
export type WaitlistDayCount = { date: string; waiting: number };
export type WaitlistDoctorCounts = {
  doctorId: string;
  doctorName: string;
  days: WaitlistDayCount[];
};
