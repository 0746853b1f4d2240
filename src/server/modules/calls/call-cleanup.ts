import { lt } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { callSignals, callTickets } from '#server/db/schema/index';

/** A relayed message nobody read within this long had no one to read it. */
export const CALL_SIGNAL_KEEP_MS = 5 * 60_000;
/** Tickets are kept an hour past expiry, then go. */
export const CALL_TICKET_KEEP_MS = 60 * 60_000;

/** The call-cleanup job (ADR 113): stored relay messages left unread, tickets long expired. */
export async function pruneCallLeftovers(deps: Pick<Deps, 'db' | 'now'>): Promise<number> {
  const now = deps.now().getTime();
  const signals = await deps.db
    .delete(callSignals)
    .where(lt(callSignals.createdAt, new Date(now - CALL_SIGNAL_KEEP_MS)))
    .returning({ id: callSignals.id });
  const tickets = await deps.db
    .delete(callTickets)
    .where(lt(callTickets.expiresAt, new Date(now - CALL_TICKET_KEEP_MS)))
    .returning({ hash: callTickets.hash });
  return signals.length + tickets.length;
}
