import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
