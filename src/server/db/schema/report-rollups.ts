import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The administrator's reports read these roll-ups, never every appointment, account or doctor,
// so a report costs the same at any size (ADR 135). Statement triggers keep each equal to its
// table (custom migrations report_rollup_triggers and account_doctor_rollup_triggers). Half-hours
// keep clinic days whole: every zone of the timezone setting is whole half-hours from UTC.

/**
 * Per half-hour of start time: the appointments (initiated bookings never confirmed left out),
 * the completed ones and the revenue.
 */
export const appointmentStats = pgTable('appointment_stats', {
  slot: timestamp({ withTimezone: true }).primaryKey(),
  total: integer().notNull().default(0),
  completed: integer().notNull().default(0),
  revenue: bigint({ mode: 'number' }).notNull().default(0),
});

/** New accounts per half-hour of creation, by role (the administrator is not counted). */
export const accountStats = pgTable('account_stats', {
  slot: timestamp({ withTimezone: true }).primaryKey(),
  patients: integer().notNull().default(0),
  doctors: integer().notNull().default(0),
});

/**
 * Listed doctors (bookable now: verified, account not blocked) per half-hour of verification
 * (of joining, for one verified before the date was kept), and per specialty.
 */
export const listedDoctorStats = pgTable('listed_doctor_stats', {
  slot: timestamp({ withTimezone: true }).primaryKey(),
  listed: integer().notNull().default(0),
});

export const listedSpecialtyStats = pgTable('listed_specialty_stats', {
  specialization: text().primaryKey(),
  listed: integer().notNull().default(0),
});
