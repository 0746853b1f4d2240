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
    role: text({ enum: ['patient', 'doctor', 'admin', 'desk'] }).notNull(),
    status: text({ enum: ['active', 'blocked', 'pending'] })
      .notNull()
      .default('active'),
    /** A doctor's verification by the administrator; not the e-mail's (emailVerifiedAt). */
    isVerified: boolean().notNull().default(false),
    /**
     * When the owner proved the address theirs (ADR 108). Accounts made before the link existed,
     * and those other than self-registered patients, count as verified: the default stamps them.
     */
    emailVerifiedAt: timestamp({ withTimezone: true }).defaultNow(),
    /** Set when the account was erased (ADR 108): the row stays for the records that name it. */
    deletedAt: timestamp({ withTimezone: true }),
    lastLogin: timestamp({ withTimezone: true }),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    // Manage Appointments' name search finds the people first (pg_trgm, ADR 121).
    index('users_name_search_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
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

/**
 * A link that proves an address: `verify` confirms the account's own, `change` switches the
 * account to `email` (ADR 108). Only a SHA-256 of the token is kept, as for reset tokens.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: ownedBy(() => users.id),
    purpose: text({ enum: ['verify', 'change'] }).notNull(),
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestampNow(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId)],
);

/**
 * A data export waiting for its one download (ADR 109): the document is kept only until it is
 * fetched or expires, and only a SHA-256 of the link's token is stored.
 */
export const accountExports = pgTable('account_exports', {
  id: uuid().primaryKey().defaultRandom(),
  tokenHash: text().notNull().unique(),
  userId: ownedBy(() => users.id),
  content: text(),
  createdAt: timestampNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  downloadedAt: timestamp({ withTimezone: true }),
});
