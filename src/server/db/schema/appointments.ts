import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  PAYMENT_STATUSES,
} from '#shared/schemas/appointment';
import { VISIT_PRIORITIES, VISIT_SOURCES } from '#shared/schemas/desk';
import { APPOINTMENT_MODES, type AppointmentPractice } from '#shared/schemas/practice';
import { REFUND_STATUSES } from '#shared/schemas/refund';
import { ownedBy, timestampNow } from './columns';
import { deskPeople } from './desk-people';
import { doctorPractices, doctors } from './doctors';
import { familyMembers } from './family-members';
import { users } from './users';

/**
 * No two non-cancelled appointments of one doctor overlap: enforced by the
 * exclusion constraint `appointments_no_overlap` (btree_gist) in a custom migration,
 * because Drizzle's schema language cannot express EXCLUDE constraints.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid().primaryKey().defaultRandom(),
    doctorId: ownedBy(() => doctors.id),
    // The patient's account; null for a walk-in of the desk's register (`deskPersonId`, ADR 157).
    patientId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    deskPersonId: uuid().references(() => deskPeople.id),
    /** How the patient came (ADR 157): a walk-in or a call has no slot and holds none. */
    source: text({ enum: VISIT_SOURCES }).notNull().default('app'),
    /** Set at the desk's registration, for the token queue's order (issue 43). */
    priority: text({ enum: VISIT_PRIORITIES }),
    priorityReason: text(),
    /** The patient agreed at the desk to SMS about this visit. */
    smsConsent: boolean().notNull().default(false),
    // Who the visit is for when not the account holder (ADR 095); members are never deleted.
    familyMemberId: uuid().references(() => familyMembers.id),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    // The practice booked (ADR 112): null once the doctor removed it; `practice` keeps its details
    // as they were at booking, so a later edit of the practice does not rewrite history.
    practiceId: uuid().references(() => doctorPractices.id, { onDelete: 'set null' }),
    practice: jsonb().$type<AppointmentPractice>(),
    mode: text({ enum: APPOINTMENT_MODES }).notNull().default('in_person'),
    type: text({ enum: APPOINTMENT_TYPES }).notNull(),
    reason: text().notNull(),
    status: text({ enum: APPOINTMENT_STATUSES }).notNull().default('pending'),
    cancellationReason: text(),
    fee: integer().notNull(),
    paymentMethod: text(),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    notes: text(),
    // Null until the booking is confirmed; unconfirmed bookings release their slot after 15 minutes.
    confirmedAt: timestamp({ withTimezone: true }),
    /** The 24-hour reminder's claim; `reminder2hSentAt` the 2-hour one's (issue 18). */
    reminderSentAt: timestamp({ withTimezone: true }),
    reminder2hSentAt: timestamp({ withTimezone: true }),
    /** The calendar file's SEQUENCE: one more at each reschedule, so calendars replace the event. */
    calendarSequence: integer().notNull().default(0),
    // The video visit's record (ADR 113): when the doctor opened the room, when both were first
    // in it, when it last ended and for how long; when the patient agreed to the consent line.
    callOpenedAt: timestamp({ withTimezone: true }),
    callStartedAt: timestamp({ withTimezone: true }),
    callEndedAt: timestamp({ withTimezone: true }),
    callDurationSeconds: integer(),
    callConsentAt: timestamp({ withTimezone: true }),
    /** When the patient arrived at the front desk, and whose account checked them in (ADR 154). */
    checkedInAt: timestamp({ withTimezone: true }),
    checkedInBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    // The names of the patient's and the doctor's accounts, kept by triggers (migration 0030) so
    // Manage Appointments checks a common name on the appointment alone (ADR 126).
    patientName: text().notNull().default(''),
    doctorName: text().notNull().default(''),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    index('appointments_doctor_start_idx').on(t.doctorId, t.startTime),
    index('appointments_patient_start_idx').on(t.patientId, t.startTime),
    index('appointments_practice_start_idx').on(t.practiceId, t.startTime),
    index('appointments_family_member_idx')
      .on(t.familyMemberId, t.startTime)
      .where(sql`${t.familyMemberId} is not null`),
    // `available=` reads the occupied doctor-days of its window from this index alone.
    index('appointments_start_occupancy_idx').on(
      t.startTime,
      t.doctorId,
      t.status,
      t.confirmedAt,
      t.createdAt,
    ),
    index('appointments_status_end_idx').on(t.status, t.endTime),
    // The reminder job's per-minute scan: only appointments still to be reminded.
    index('appointments_reminder_due_idx')
      .on(t.startTime)
      .where(sql`${t.reminderSentAt} is null and ${t.status} in ('pending', 'scheduled')`),
    // Cached searches with an `available` filter stay valid until the next hold runs out.
    index('appointments_hold_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' and ${t.confirmedAt} is null`),
    check('appointments_time_order', sql`${t.startTime} < ${t.endTime}`),
    // Exactly one of an account and a register entry; only a booking in the app has an account.
    check(
      'appointments_one_patient',
      sql`(${t.patientId} is null) <> (${t.deskPersonId} is null) and (${t.patientId} is not null) = (${t.source} = 'app')`,
    ),
    index('appointments_desk_person_idx')
      .on(t.deskPersonId)
      .where(sql`${t.deskPersonId} is not null`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    appointmentId: ownedBy(() => appointments.id),
    provider: text({ enum: ['sandbox', 'jazzcash'] }).notNull(),
    // The transaction reference sent to the provider; a callback names it.
    reference: text().notNull().unique(),
    amount: integer().notNull(),
    currency: text().notNull().default('PKR'),
    status: text({ enum: ['initiated', 'paid', 'failed'] })
      .notNull()
      .default('initiated'),
    providerResponse: text(),
    /** Why a cancellation refunded nothing (the policy's reason), shown to the patient (ADR 107). */
    noRefundReason: text(),
    createdAt: timestampNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('payments_appointment_idx').on(t.appointmentId)],
);

/**
 * The refunds of the payment ledger (ADR 107). One refund per charge, so an appointment whose
 * duplicate charge was refunded can still refund the kept one (ADR 140): the charge's unique index
 * makes a replayed or raced cancellation insert nothing the second time.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    appointmentId: ownedBy(() => appointments.id),
    paymentId: ownedBy(() => payments.id),
    provider: text({ enum: ['sandbox', 'jazzcash'] }).notNull(),
    amount: integer().notNull(),
    status: text({ enum: REFUND_STATUSES }).notNull().default('pending'),
    /**
     * Our own key for the refund (`R` + the charge's reference), kept here only: JazzCash takes
     * none, so a retry asks its status inquiry first instead (ADR 140). The sandbox's reference.
     */
    idempotencyKey: text().notNull().unique(),
    /** The provider's reference for the refund, or the one the administrator entered. */
    reference: text(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestampNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('refunds_appointment_idx').on(t.appointmentId),
    uniqueIndex('refunds_payment_uq').on(t.paymentId),
    // The retry job's scan: only refunds still to be sent.
    index('refunds_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('refunds_status_created_idx').on(t.status, t.createdAt),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);
