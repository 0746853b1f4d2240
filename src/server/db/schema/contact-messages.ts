import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_USER_TYPES } from '#shared/schemas/contact-message';
import { timestampNow } from './columns';

/**
 * A message sent from the public contact page (ADR 144): kept so the administrator can list
 * it, and mailed to the support address of the settings. Not tied to an account: anyone may
 * write, signed in or not.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    userType: text({ enum: CONTACT_USER_TYPES }).notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /** The client address the rate limit counted (behind a trusted proxy, the forwarded one). */
    ipAddress: text(),
    createdAt: timestampNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
