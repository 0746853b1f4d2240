import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { callTickets } from '#server/db/schema/index';
import { CALL_TICKET_SECONDS } from '#shared/schemas/call';

/** 32 random bytes, base64url: 43 characters. Anything else is no ticket of ours. */
const TICKET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const isTicketShaped = (ticket: string | null | undefined): ticket is string =>
  typeof ticket === 'string' && TICKET_SHAPE.test(ticket);

/** Only the hash is stored: a leaked table opens no socket. */
export const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A fresh ticket, its hash and its expiry: valid CALL_TICKET_SECONDS from `now`. */
export function newTicket(now: Date) {
  const ticket = randomBytes(32).toString('base64url');
  return {
    ticket,
    hash: hashTicket(ticket),
    expiresAt: new Date(now.getTime() + CALL_TICKET_SECONDS * 1000),
  };
}

/** Issues a ticket bound to the user and the appointment (ADR 113). */
export async function issueTicket(
  db: DbOrTx,
  input: { userId: string; appointmentId: string; now: Date },
): Promise<string> {
  const { ticket, hash, expiresAt } = newTicket(input.now);
  await db
    .insert(callTickets)
    .values({ hash, userId: input.userId, appointmentId: input.appointmentId, expiresAt });
  return ticket;
}

/**
 * Redeems a ticket once: one conditional UPDATE, so of two sockets presenting it (on one process
 * or two) exactly one gets the user and appointment; a used, expired or unknown one gets null.
 */
export async function redeemTicket(
  db: DbOrTx,
  ticket: string | null | undefined,
  now: Date,
): Promise<{ userId: string; appointmentId: string } | null> {
  if (!isTicketShaped(ticket)) return null;
  const [row] = await db
    .update(callTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(callTickets.hash, hashTicket(ticket)),
        isNull(callTickets.usedAt),
        gt(callTickets.expiresAt, now),
      ),
    )
    .returning({ userId: callTickets.userId, appointmentId: callTickets.appointmentId });
  return row ?? null;
}
