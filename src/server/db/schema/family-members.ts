import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { RELATIONSHIPS } from '#shared/schemas/family-member';
import { ownedBy, timestampNow } from './columns';
import type { EmergencyContact, MedicalHistory } from './patients';
import { users } from './users';

/**
 * A person an account holder books for (ADR 095). Removing one only sets `deletedAt`: the
 * appointments booked for them keep pointing here, so their history still names them.
 */
export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(() => users.id),
    name: text().notNull(),
    relationship: text({ enum: RELATIONSHIPS }).notNull(),
    dateOfBirth: text(),
    gender: text({ enum: ['male', 'female', 'other'] }),
    bloodGroup: text({ enum: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] }),
    emergencyContact: jsonb().$type<EmergencyContact>(),
    medicalHistory: jsonb().$type<MedicalHistory>(),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('family_members_user_idx').on(t.userId, t.createdAt).where(sql`${t.deletedAt} is null`),
  ],
);

/** A doctor's private notes about a family member, as patient_notes are about an account holder. */
export const familyMemberNotes = pgTable(
  'family_member_notes',
  {
    doctorUserId: ownedBy(() => users.id),
    familyMemberId: ownedBy(() => familyMembers.id),
    notes: text().notNull().default(''),
    updatedAt: timestampNow(),
  },
  (t) => [primaryKey({ columns: [t.doctorUserId, t.familyMemberId] })],
);
