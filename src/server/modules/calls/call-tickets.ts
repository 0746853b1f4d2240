import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { callTickets } from '#server/db/schema/index';
import { ApiError } from '#server/lib/errors';
import { CALL_TICKET_SECONDS } from '#shared/schemas/call';
import { takeAttempt } from '../auth/rate-limit';
import { CALL_MSG } from './call-room';

/**
 * Tickets one user may be handed in 15 minutes (ADR 142): the app asks for one at every
 * (re)connection, at most every 10 s in a long outage, so 60 leaves a flaky call room to spare and
 * stops a loop or a script from filling `call_tickets`.
 */
export const CALL_TICKET_LIMIT = { max: 60, windowMs: 15 * 60 * 1000 } as const;

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

/** Issues a ticket bound to the user and the appointment (ADR 113), within the user's limit. */
export async function issueTicket(
  db: Db,
  input: { userId: string; appointmentId: string; now: Date },
): Promise<string> {
  try {
    await takeAttempt(
      db,
      [{ bucket: `call-ticket:${input.userId}`, ...CALL_TICKET_LIMIT }],
      input.now,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      throw new ApiError(429, CALL_MSG.tooManyTickets, {
        code: 'RATE_LIMITED',
        headers: error.headers,
      });
    }
    throw error;
  }
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
