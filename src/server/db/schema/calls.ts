import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { ownedBy, timestampNow } from './columns';
import { users } from './users';

/**
 * The single-use tickets of the call socket (ADR 113): only the SHA-256 of the ticket is kept.
 * Redeeming sets `used_at` in one conditional UPDATE, so a ticket opens one socket, whichever
 * server process it reaches.
 */
export const callTickets = pgTable(
  'call_tickets',
  {
    hash: text().primaryKey(),
    userId: ownedBy(() => users.id),
    appointmentId: ownedBy(() => appointments.id),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('call_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * A relayed call message too long for NOTIFY's 8,000 bytes (an SDP offer is about 5 KB): stored
 * here, its id notified, and deleted once read; what no process read is pruned by a job. Only
 * signalling passes through: never audio, video or chat content at rest beyond that moment.
 */
export const callSignals = pgTable(
  'call_signals',
  {
    id: uuid().primaryKey().defaultRandom(),
    appointmentId: ownedBy(() => appointments.id),
    payload: text().notNull(),
    createdAt: timestampNow(),
  },
  (t) => [index('call_signals_created_idx').on(t.createdAt)],
);
