import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownedBy, timestampNow } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    // Always stored lower-cased, so the unique index is case-insensitive in effect.
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    role: text({ enum: ['patient', 'doctor', 'admin'] }).notNull(),
    status: text({ enum: ['active', 'blocked', 'pending'] })
      .notNull()
      .default('active'),
    isVerified: boolean().notNull().default(false),
    lastLogin: timestamp({ withTimezone: true }),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [index('users_role_idx').on(t.role), index('users_created_at_idx').on(t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(() => users.id),
    createdAt: timestampNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    endReason: text(),
    /** Where the session was last seen from (first: where it signed in). */
    ipAddress: text(),
    userAgent: text(),
    /** Moved forward at most once a minute (middleware/auth.ts), so requests stay cheap. */
    lastSeenAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sessions_user_active_idx').on(t.userId).where(sql`${t.endedAt} is null`)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  // Only a SHA-256 of the token is kept; the token itself travels in the e-mail.
  tokenHash: text().primaryKey(),
  userId: ownedBy(() => users.id),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestampNow(),
});

/** One row per failed attempt (sign-in, registration, forgot-password), per account and per address. */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    bucket: text().notNull(),
    createdAt: timestampNow(),
  },
  (t) => [index('rate_limit_events_bucket_idx').on(t.bucket, t.createdAt)],
);
