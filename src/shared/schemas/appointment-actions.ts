import * as v from 'valibot';
import { APPOINTMENT_TABS, type TabCounts } from '../domain/appointment-tabs';
import { isCalendarTimestamp, isDateOnly } from '../domain/date-only';
import { DOCTOR_TARGET_STATUSES } from '../domain/doctor-transitions';
import { APPOINTMENT_STATUSES, type Appointment, type AppointmentStatus } from './appointment';
import { multiLine, type Page, queryNumber, requiredText } from './common';

/** ADR 007: patients may cancel and reschedule only these. */
export const PATIENT_CHANGEABLE_STATUSES: readonly AppointmentStatus[] = ['pending', 'scheduled'];

export const CANCELLATION_REASON_MAX = 500;

export const ACTION_MSG = {
  reasonRequired: 'Please provide a reason for cancellation',
  reasonLong: `The reason must be at most ${CANCELLATION_REASON_MAX} characters`,
  slotRequired: 'Please select a time slot',
  slotInvalid: 'Please select a valid time slot',
  slotOrder: 'The slot must end after it starts',
  statusInvalid: 'Status must be one of pending, scheduled, completed, cancelled, no-show',
  listDate: 'Dates must be real calendar dates in the form yyyy-MM-dd',
  listRange: 'The end date must not be before the start date',
  tabInvalid: 'Tab must be one of upcoming, pending, completed, cancelled',
} as const;

/** A page of GET /appointments when it is asked for one (`page` or `limit`). */
export const APPOINTMENTS_PAGE_SIZE = 20;
export const APPOINTMENTS_PAGE_MAX = 50;

/** POST /appointments/{id}/cancel: a non-empty trimmed reason (ADR 077). */
export const CancelAppointmentSchema = v.object({
  reason: requiredText(ACTION_MSG.reasonRequired, CANCELLATION_REASON_MAX, {
    long: ACTION_MSG.reasonLong,
    lines: 'multi',
  }),
});
export type CancelAppointmentInput = v.InferOutput<typeof CancelAppointmentSchema>;

const Timestamp = v.pipe(
  v.string(ACTION_MSG.slotRequired),
  v.nonEmpty(ACTION_MSG.slotRequired),
  v.isoTimestamp(ACTION_MSG.slotInvalid),
  v.check(isCalendarTimestamp, ACTION_MSG.slotInvalid),
);

/** POST /appointments/{id}/reschedule: the chosen slot, ISO 8601 timestamps. */
export const RescheduleAppointmentSchema = v.pipe(
  v.object({ startTime: Timestamp, endTime: Timestamp }),
  v.forward(
    v.check((s) => Date.parse(s.startTime) < Date.parse(s.endTime), ACTION_MSG.slotOrder),
    ['endTime'],
  ),
);
export type RescheduleAppointmentInput = v.InferOutput<typeof RescheduleAppointmentSchema>;

const ListDate = v.pipe(v.string(), v.check(isDateOnly, ACTION_MSG.listDate));

/**
 * GET /appointments?status=&from=&to=&tab=&page=&limit=: `from` and `to` are clinic dates
 * (yyyy-MM-dd), both included; the doctor's device mirrors only a window of them (ADR 006). `tab`
 * keeps one tab of the appointment lists (shared/domain/appointment-tabs.ts). With `page` or
 * `limit` the answer is a page with every tab's count; without, the whole list, as before.
 */
export const AppointmentListQuerySchema = v.pipe(
  v.object({
    status: v.optional(v.picklist(APPOINTMENT_STATUSES, ACTION_MSG.statusInvalid)),
    from: v.optional(ListDate),
    to: v.optional(ListDate),
    tab: v.optional(v.picklist(APPOINTMENT_TABS, ACTION_MSG.tabInvalid)),
    page: v.optional(queryNumber('page', 1, 1_000_000)),
    limit: v.optional(queryNumber('limit', 1, APPOINTMENTS_PAGE_MAX)),
  }),
  v.forward(
    v.check((q) => !q.from || !q.to || q.from <= q.to, ACTION_MSG.listRange),
    ['to'],
  ),
);
export type AppointmentListQuery = v.InferOutput<typeof AppointmentListQuerySchema>;

/** The page answer: `counts` are per tab, over the same filters but `tab`. */
export type AppointmentPage = Page<'appointments', Appointment> & { counts: TabCounts };

export const DOCTOR_STATUS_MSG = {
  status: 'Status must be one of scheduled, completed, cancelled, no-show',
  /**
   * Stored as the cancellation reason when the doctor gives none (the body may be only {status};
   * ADR 048).
   */
  rejectedDefault: 'Rejected by the doctor',
  cancelledDefault: 'Cancelled by the doctor',
} as const;

/** PATCH /appointments/{id}/status (doctor): the target status and, for reject/cancel, a reason. */
export const DoctorStatusChangeSchema = v.object({
  status: v.picklist(DOCTOR_TARGET_STATUSES, DOCTOR_STATUS_MSG.status),
  reason: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(CANCELLATION_REASON_MAX, ACTION_MSG.reasonLong),
      multiLine(),
    ),
  ),
});
export type DoctorStatusChangeInput = v.InferOutput<typeof DoctorStatusChangeSchema>;
