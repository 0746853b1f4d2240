import { and, count, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { outgoingMessages } from '#server/db/schema/index';
import { transportName } from '#server/lib/messaging-url';
import { type Outgoing, SendError, sendThrough } from '#server/lib/messenger';
import type {
  AdminMessagePage,
  AdminMessagesQuery,
  KeptMessage,
} from '#shared/schemas/outgoing-message';

/** Attempts before a message is marked failed, and the wait after each failed one (ADR 103). */
export const MAX_ATTEMPTS = 5;
export const BACKOFF_MINUTES = [1, 2, 4, 8] as const;
/** How long a claimed message is another runner's; past it, a crashed send is taken up again. */
export const SEND_LEASE_MS = 2 * 60_000;
const BATCH = 20;

type MessageDeps = Pick<Deps, 'db' | 'env' | 'log' | 'now'>;
type Row = typeof outgoingMessages.$inferSelect;

/**
 * Records a message once (its dedupe key) and, with a transport, sends it at once; without one it
 * stays in the local outbox as `kept`. Answers whether it was new.
 */
export async function queueMessage(
  deps: MessageDeps,
  message: Outgoing & { userId: string | null; dedupeKey: string },
): Promise<boolean> {
  const transport = deps.env.messaging;
  const now = deps.now();
  const [row] = await deps.db
    .insert(outgoingMessages)
    .values({
      userId: message.userId,
      channel: message.channel,
      to: message.to,
      text: message.text,
      template: message.template,
      templateParams: message.templateParams,
      language: message.language,
      transport: transportName(transport),
      status: transport ? 'queued' : 'kept',
      nextAttemptAt: transport ? now : null,
      dedupeKey: message.dedupeKey,
      createdAt: now,
    })
    .onConflictDoNothing({ target: outgoingMessages.dedupeKey })
    .returning({ id: outgoingMessages.id });
  if (!row) return false;
  if (!transport) {
    deps.log.info('message kept in the local outbox', { channel: message.channel, to: message.to });
    return true;
  }
  // Like mail (ADR 014), the send goes on in the background: a slow provider must not hold up
  // the answer to the change that caused it. A send cut short by a stop is taken up again by the
  // job once its lease runs out.
  const sending = claim(deps, eq(outgoingMessages.id, row.id))
    .then((rows) => sendClaimed(deps, rows))
    .catch((error) => deps.log.error('message send failed', { error: String(error) }))
    .finally(() => inFlight.delete(sending));
  inFlight.add(sending);
  return true;
}

const inFlight = new Set<Promise<unknown>>();

/** Waits for the sends started in the background, so the database can close after (and tests). */
export async function settleSends(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/**
 * Claims due messages for this runner: queued ones whose time has come, and ones another runner
 * claimed and never finished (its lease ran out). SKIP LOCKED and the status in the update let
 * one runner have each message, also with several servers on one database.
 */
async function claim(deps: MessageDeps, which?: SQL): Promise<Row[]> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outgoingMessages.id })
      .from(outgoingMessages)
      .where(
        and(
          which,
          inArray(outgoingMessages.status, ['queued', 'sending']),
          lte(outgoingMessages.nextAttemptAt, now),
        ),
      )
      .orderBy(outgoingMessages.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outgoingMessages)
      .set({
        status: 'sending',
        attempts: sqlIncrement(),
        nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS),
      })
      .where(
        and(
          inArray(
            outgoingMessages.id,
            due.map((d) => d.id),
          ),
          or(eq(outgoingMessages.status, 'queued'), eq(outgoingMessages.status, 'sending')),
          lte(outgoingMessages.nextAttemptAt, now),
        ),
      )
      .returning();
  });
}

const sqlIncrement = () => sql`${outgoingMessages.attempts} + 1`;

/** Sends claimed messages and keeps the outcome: sent, queued again after a wait, or failed. */
async function sendClaimed(deps: MessageDeps, rows: Row[]): Promise<number> {
  const transport = deps.env.messaging;
  let sent = 0;
  for (const row of rows) {
    // This runner's claim: a later runner that took the message over after the lease writes instead.
    const mine = and(
      eq(outgoingMessages.id, row.id),
      eq(outgoingMessages.status, 'sending'),
      eq(outgoingMessages.attempts, row.attempts),
    );
    try {
      if (!transport) throw new SendError('MESSAGING_URL is no longer set');
      const { providerId } = await sendThrough(transport, {
        channel: row.channel,
        to: row.to,
        text: row.text,
        template: row.template,
        templateParams: row.templateParams ?? [],
        language: row.language,
      });
      await deps.db
        .update(outgoingMessages)
        .set({
          status: 'sent',
          providerId,
          sentAt: deps.now(),
          nextAttemptAt: null,
          lastError: null,
        })
        .where(mine);
      sent++;
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const failed = row.attempts >= MAX_ATTEMPTS;
      const wait = BACKOFF_MINUTES[Math.min(row.attempts, BACKOFF_MINUTES.length) - 1]! * 60_000;
      deps.log.error(failed ? 'message failed' : 'message not sent, will retry', {
        channel: row.channel,
        attempts: row.attempts,
        error: lastError,
      });
      await deps.db
        .update(outgoingMessages)
        .set(
          failed
            ? { status: 'failed', nextAttemptAt: null, lastError }
            : { status: 'queued', nextAttemptAt: new Date(deps.now().getTime() + wait), lastError },
        )
        .where(mine);
    }
  }
  return sent;
}

/** The job: sends every due message, batch after batch; answers how many went out. */
export async function sendDueMessages(deps: MessageDeps): Promise<number> {
  if (!deps.env.messaging) return 0;
  let sent = 0;
  for (;;) {
    const rows = await claim(deps);
    if (rows.length === 0) return sent;
    sent += await sendClaimed(deps, rows);
  }
}

/** GET /dev/messages: the messages kept in the local outbox, newest first. */
export async function listKeptMessages(deps: Pick<Deps, 'db'>): Promise<KeptMessage[]> {
  const rows = await deps.db
    .select()
    .from(outgoingMessages)
    .where(eq(outgoingMessages.transport, 'outbox'))
    .orderBy(desc(outgoingMessages.createdAt))
    .limit(200);
  return rows.map((r) => ({
    channel: r.channel,
    to: r.to,
    text: r.text,
    template: r.template,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** GET /admin/messages: one page, newest first, of one status or all. */
export async function listMessages(
  deps: Pick<Deps, 'db'>,
  query: AdminMessagesQuery,
): Promise<AdminMessagePage> {
  const where = query.status === 'all' ? undefined : eq(outgoingMessages.status, query.status);
  const [{ total }] = await deps.db.select({ total: count() }).from(outgoingMessages).where(where);
  const rows = await deps.db
    .select()
    .from(outgoingMessages)
    .where(where)
    .orderBy(desc(outgoingMessages.createdAt), desc(outgoingMessages.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    messages: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.to,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    totalPages: Math.ceil(total / query.limit),
  };
}

/** How many messages failed for good, for the administrator's system health. */
export async function failedMessageCount(deps: Pick<Deps, 'db'>): Promise<number> {
  const [{ n }] = await deps.db
    .select({ n: count() })
    .from(outgoingMessages)
    .where(eq(outgoingMessages.status, 'failed'));
  return n;
}
