import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PRACTICE_KINDS } from '#shared/schemas/practice-kinds';
import { ownedBy, timestampNow } from './columns';
import { doctorPractices, doctors } from './doctors';
import { familyMembers } from './family-members';
import { users } from './users';

/**
 * A patient (or a family member) waiting for a slot with one doctor between two clinic dates
 * (issue 18). First come, first offered: `created_at` orders the queue. Slots are offered at
 * `practice_id` when set, else at any of the doctor's practices of `kind`, else at any (ADR 144);
 * a deleted practice leaves its kind.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    patientId: ownedBy(() => users.id),
    familyMemberId: uuid().references(() => familyMembers.id),
    doctorId: ownedBy(() => doctors.id),
    practiceId: uuid().references(() => doctorPractices.id, { onDelete: 'set null' }),
    kind: text({ enum: PRACTICE_KINDS }),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: ['waiting', 'booked', 'left'] })
      .notNull()
      .default('waiting'),
    createdAt: timestampNow(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('waitlist_entries_doctor_idx')
      .on(t.doctorId, t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_patient_idx').on(t.patientId, t.createdAt),
  ],
);

/**
 * A freed slot held for one waiting person until `expires_at`. At most one live offer per slot
 * and per entry; the appointments' exclusion constraint still decides who books it.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    entryId: ownedBy(() => waitlistEntries.id),
    doctorId: ownedBy(() => doctors.id),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: ['live', 'taken', 'expired', 'withdrawn'] })
      .notNull()
      .default('live'),
    createdAt: timestampNow(),
  },
  (t) => [
    uniqueIndex('waitlist_offers_live_slot_idx')
      .on(t.doctorId, t.startTime)
      .where(sql`${t.status} = 'live'`),
    uniqueIndex('waitlist_offers_live_entry_idx').on(t.entryId).where(sql`${t.status} = 'live'`),
    index('waitlist_offers_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'live'`),
  ],
);
