import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownedBy, timestampNow } from './columns';
import { users } from './users';

/** An attachment as the mail record keeps it: its name and type, never its content. */
export type MailAttachmentNote = { filename: string; contentType: string };

/** Append-only: a trigger in a custom migration refuses UPDATE and DELETE. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    timestamp: timestampNow(),
    userId: uuid(),
    userName: text(),
    userRole: text(),
    action: text().notNull(),
    resource: text().notNull(),
    resourceId: text(),
    details: text().notNull().default(''),
    ipAddress: text(),
  },
  (t) => [
    index('audit_logs_timestamp_idx').on(t.timestamp),
    index('audit_logs_action_idx').on(t.action),
  ],
);

/** One row, key 'system', holding the system settings document. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestampNow(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownedBy(() => users.id),
    key: text().notNull(),
    requestHash: text().notNull(),
    state: text({ enum: ['in_flight', 'done'] }).notNull(),
    responseStatus: integer(),
    responseBody: text(),
    createdAt: timestampNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    transport: text({ enum: ['smtp', 'outbox'] }).notNull(),
    /** What was attached (a calendar file): its name and type, not its content. */
    attachments: jsonb().$type<MailAttachmentNote[]>().notNull().default([]),
    error: text(),
    createdAt: timestampNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('outgoing_mail_created_idx').on(t.createdAt)],
);

export const uploads = pgTable('uploads', {
  id: uuid().primaryKey().defaultRandom(),
  userId: ownedBy(() => users.id),
  mimeType: text().notNull(),
  sizeBytes: integer().notNull(),
  storageKey: text().notNull(),
  createdAt: timestampNow(),
});

/** When each background job last started, so servers sharing a database run it once per interval. */
export const jobRuns = pgTable('job_runs', {
  name: text().primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
});
