import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Channel, Choice, Language } from '#shared/schemas/notification-preferences';
import { ownedBy, timestampNow } from './columns';
import { sessions, users } from './users';

/**
 * What each reader chose to receive on each channel (issue 18). No row: the defaults (SMS and
 * WhatsApp off). Consent to SMS and WhatsApp is kept with when and from which device it came.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  choices: jsonb().$type<Record<Channel, Choice>>().notNull(),
  language: text({ enum: ['en', 'ur'] as [Language, ...Language[]] })
    .notNull()
    .default('en'),
  smsConsentAt: timestamp({ withTimezone: true }),
  smsConsentDevice: text(),
  whatsappConsentAt: timestamp({ withTimezone: true }),
  whatsappConsentDevice: text(),
  /** When the reader last replied STOP by SMS, or turned SMS off. */
  smsStoppedAt: timestamp({ withTimezone: true }),
  updatedAt: timestampNow(),
});

export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept'] as const;

/**
 * Every SMS and WhatsApp message, whichever transport carries it: `kept` is the local outbox
 * (no MESSAGING_URL). `queued` ones are claimed for sending with SKIP LOCKED, retried with
 * backoff until `next_attempt_at`, and marked `failed` after the last attempt. `dedupe_key` makes
 * each message once-only (one reminder per appointment, lead and channel).
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    channel: text({ enum: MESSAGE_CHANNELS }).notNull(),
    to: text().notNull(),
    text: text().notNull(),
    /** The approved template's name (WhatsApp Cloud) and its parameters, in order. */
    template: text(),
    templateParams: jsonb().$type<string[]>(),
    language: text().notNull().default('en'),
    transport: text().notNull(),
    status: text({ enum: MESSAGE_STATUSES }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    lastError: text(),
    providerId: text(),
    dedupeKey: text(),
    createdAt: timestampNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outgoing_messages_dedupe_idx').on(t.dedupeKey),
    index('outgoing_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('outgoing_messages_created_idx').on(t.createdAt),
  ],
);

/** A device's Web Push subscription, tied to the session that made it and ended with it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(() => users.id),
    sessionId: ownedBy(() => sessions.id),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestampNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
