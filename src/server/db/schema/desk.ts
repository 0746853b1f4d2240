import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { ownedBy, timestampNow } from './columns';
import { doctorPractices, doctors } from './doctors';
import { users } from './users';

/**
 * A desk account's place at one doctor's front desk (ADR 154). One account (role `desk`) may hold
 * several, one per doctor who invited it. Revoking keeps the row (`revokedAt`) for the records
 * that name the member; the invitation's token is kept only as a SHA-256, as reset tokens are.
 */
export const deskMembers = pgTable(
  'desk_members',
  {
    id: uuid().primaryKey().defaultRandom(),
    doctorId: ownedBy(() => doctors.id),
    userId: ownedBy(() => users.id),
    inviteTokenHash: text().unique(),
    inviteExpiresAt: timestamp({ withTimezone: true }),
    invitedAt: timestampNow(),
    acceptedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    updatedAt: timestampNow(),
  },
  (t) => [
    // One live place per doctor and account; a revoked one may be followed by a new invitation.
    uniqueIndex('desk_members_doctor_user_live_uq')
      .on(t.doctorId, t.userId)
      .where(sql`${t.revokedAt} is null`),
    index('desk_members_user_idx').on(t.userId),
  ],
);

/** The practices a member works at: clinic practices of the member's doctor. */
export const deskMemberPractices = pgTable(
  'desk_member_practices',
  {
    memberId: ownedBy(() => deskMembers.id),
    practiceId: ownedBy(() => doctorPractices.id),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.practiceId] })],
);

/**
 * A desk device's letter at one practice (ADR 155): receipts it numbers offline carry it, so two
 * devices never print the same number. The key is the device's own, kept across sign-outs.
 */
export const deskDevices = pgTable(
  'desk_devices',
  {
    id: uuid().primaryKey().defaultRandom(),
    practiceId: ownedBy(() => doctorPractices.id),
    deviceKey: text().notNull(),
    letter: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampNow(),
  },
  (t) => [
    uniqueIndex('desk_devices_practice_key_uq').on(t.practiceId, t.deviceKey),
    uniqueIndex('desk_devices_practice_letter_uq').on(t.practiceId, t.letter),
  ],
);

/** The next number the server gives a receipt at a practice (digits only, ADR 155). */
export const deskReceiptCounters = pgTable('desk_receipt_counters', {
  practiceId: uuid()
    .primaryKey()
    .references(() => doctorPractices.id, { onDelete: 'cascade' }),
  next: integer().notNull().default(1),
});

/**
 * Cash taken or given back at the desk (ADR 155): one payment and at most one refund per visit,
 * each with a number unique at its practice. `takenByName` keeps who it was if the account goes.
 */
export const deskReceipts = pgTable(
  'desk_receipts',
  {
    id: uuid().primaryKey().defaultRandom(),
    practiceId: ownedBy(() => doctorPractices.id),
    appointmentId: ownedBy(() => appointments.id),
    kind: text({ enum: ['payment', 'refund'] }).notNull(),
    number: text().notNull(),
    amount: integer().notNull(),
    method: text({ enum: ['cash'] }).notNull(),
    reason: text(),
    takenBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    takenByName: text().notNull(),
    takenAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestampNow(),
  },
  (t) => [
    uniqueIndex('desk_receipts_practice_number_uq').on(t.practiceId, t.number),
    uniqueIndex('desk_receipts_visit_kind_uq').on(t.appointmentId, t.kind),
    index('desk_receipts_practice_taken_idx').on(t.practiceId, t.takenAt),
    check('desk_receipts_amount_positive', sql`${t.amount} >= 0`),
  ],
);

/** A member's count of the day's cash at a practice, and how far it is from the receipts. */
export const deskDayCloses = pgTable(
  'desk_day_closes',
  {
    id: uuid().primaryKey().defaultRandom(),
    practiceId: ownedBy(() => doctorPractices.id),
    date: text().notNull(),
    counted: integer().notNull(),
    expected: integer().notNull(),
    closedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    closedByName: text().notNull(),
    closedAt: timestampNow(),
  },
  (t) => [uniqueIndex('desk_day_closes_once_uq').on(t.practiceId, t.date, t.closedBy)],
);
