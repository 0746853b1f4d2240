import * as v from 'valibot';
import { isCalendarTimestamp, isDateOnly } from '../domain/date-only';
import type { Appointment } from './appointment';
import { APPOINTMENT_TYPES } from './appointment';
import { isId, requiredText } from './common';
import type { AppointmentMode } from './practice';

export const BOOKING_REASON_MAX = 1000;

export const BOOKING_MSG = {
  required: 'Please fill in all required fields',
  dateFirst: 'Please select a date first.',
  dateFormat: 'Date must be a calendar date in the yyyy-MM-dd format',
  slotInvalid: 'Please select a valid time slot',
  type: 'Appointment type must be consultation, follow-up or emergency',
  reasonLong: `Please keep the reason under ${BOOKING_REASON_MAX} characters`,
  cashOnly: 'Payment at booking must be cash, pending',
  taken: 'This time slot is no longer available',
  past: 'You cannot book an appointment in the past',
  tooFar: 'Appointments can be booked at most 3 months ahead',
  dayOff: 'The doctor does not work on this day',
  outside: "This time is not one of the doctor's available slots",
  full: 'The doctor has no more appointments available on this day',
  expired: 'This booking was not confirmed within 15 minutes. Please book again.',
  cancelled: 'This booking was cancelled. Please book again.',
  familyMember: 'Family member not found',
  /** A malformed practice id, or a practice that is not the doctor's (ADR 112). */
  practice: "Please choose one of the doctor's practices",
  /** A slot outside the named practice's hours; `{practice}` is its name (ADR 112). */
  practiceHours: 'This time is not one of the available slots at {practice}',
} as const;

/** `This time is not one of the available slots at Evening Care Clinic`. */
export const practiceHoursMessage = (practice: string) =>
  BOOKING_MSG.practiceHours.replace('{practice}', practice);

/** An optional practice id: absent, empty or null means any of the doctor's practices. */
const PracticeId = v.optional(
  v.nullable(
    v.pipe(
      v.string(BOOKING_MSG.practice),
      v.trim(),
      v.check((id) => id === '' || isId(id), BOOKING_MSG.practice),
      v.transform((id) => id || null),
    ),
  ),
);

/** GET /bookings/doctors/{id}/availability?date=yyyy-MM-dd */
export const AvailabilityQuerySchema = v.object({
  date: v.pipe(
    v.string(BOOKING_MSG.dateFirst),
    v.trim(),
    v.nonEmpty(BOOKING_MSG.dateFirst),
    v.check(isDateOnly, BOOKING_MSG.dateFormat),
  ),
  /** Narrows the slots to one of the doctor's practices (ADR 112). */
  practiceId: PracticeId,
});

const Timestamp = v.pipe(
  v.string(BOOKING_MSG.required),
  v.nonEmpty(BOOKING_MSG.required),
  v.isoTimestamp(BOOKING_MSG.slotInvalid),
  v.check(isCalendarTimestamp, BOOKING_MSG.slotInvalid),
);

/** POST /bookings/appointments/initiate */
export const InitiateBookingSchema = v.object({
  doctorId: v.pipe(v.string(BOOKING_MSG.required), v.trim(), v.nonEmpty(BOOKING_MSG.required)),
  startTime: Timestamp,
  endTime: Timestamp,
  type: v.picklist(APPOINTMENT_TYPES, BOOKING_MSG.type),
  reason: requiredText(BOOKING_MSG.required, BOOKING_REASON_MAX, {
    long: BOOKING_MSG.reasonLong,
    lines: 'multi',
  }),
  /** Booking for a family member of the caller's account; absent or null: for the caller. */
  familyMemberId: v.optional(v.nullable(v.pipe(v.string(BOOKING_MSG.familyMember), v.trim()))),
  /**
   * Where the visit is (ADR 112); absent or null: the practice whose hours hold the slot. A
   * practice of another doctor, or a slot outside this practice's hours, is refused.
   */
  practiceId: PracticeId,
});
export type InitiateBookingInput = v.InferOutput<typeof InitiateBookingSchema>;

/** POST /bookings/appointments/confirm: the booking is paid in cash at the clinic (ADR 079). */
export const ConfirmBookingSchema = v.object({
  appointmentId: v.pipe(v.string(BOOKING_MSG.required), v.nonEmpty(BOOKING_MSG.required)),
  paymentDetails: v.object(
    {
      method: v.literal('cash', BOOKING_MSG.cashOnly),
      status: v.literal('pending', BOOKING_MSG.cashOnly),
    },
    BOOKING_MSG.cashOnly,
  ),
});
export type ConfirmBookingInput = v.InferOutput<typeof ConfirmBookingSchema>;

/** A free slot (ISO UTC) and the practice whose hours hold it, and how the visit happens (ADR 112). */
export type Slot = { start: string; end: string; practiceId: string; mode: AppointmentMode };
export type AvailabilityAnswer = { slots: Slot[] };
export type InitiateAnswer = { appointment: Appointment; fee: number };
export type ConfirmAnswer = { appointment: Appointment };
