import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { and, eq, inArray, isNotNull, lte, ne, or } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import { pushSubscriptions, sessions } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { ApiError, notFound } from '#server/lib/errors';
import { isId } from '#shared/schemas/common';
import {
  PUSH_MSG,
  type PushSubscriptionInput,
  type PushSubscriptionView,
} from '#shared/schemas/push';
import { hostOf, isLoopbackName, isRefusedAddress } from './push-address';

type Row = typeof pushSubscriptions.$inferSelect;

const toView = (row: Row): PushSubscriptionView => ({
  id: row.id,
  endpoint: row.endpoint,
  createdAt: row.createdAt.toISOString(),
});

const refuse = (path: string, message: string) =>
  new ApiError(400, message, { errors: [{ path, message }] });

/**
 * The server posts to the endpoint a browser hands it, so only a push service's kind of address
 * is taken: https, no credentials, and not an address or name inside the server's own networks.
 * With PUSH_ALLOW_LOOPBACK (tests and development only) a loopback endpoint, http:// too, is
 * taken for the local push-service stub (ADR 142). Names are resolved and checked again at
 * every send, where a name's answer can have changed.
 */
export function checkEndpoint(endpoint: string, allowLoopback: boolean): void {
  const url = new URL(endpoint);
  const host = hostOf(url);
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  const stub = allowLoopback && web && isLoopbackName(host);
  const inside = isLoopbackName(host) || (isIP(host) !== 0 && isRefusedAddress(host, false));
  const ok = url.protocol === 'https:' && !inside;
  if ((!ok && !stub) || url.username || url.password) throw refuse('endpoint', PUSH_MSG.endpoint);
}

/** The key must be a point on P-256, or encrypting for it fails at every send. */
function checkKey(p256dh: string): void {
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(Buffer.from(p256dh, 'base64url'));
  } catch {
    throw refuse('keys.p256dh', PUSH_MSG.p256dh);
  }
}

/**
 * Keeps this device session's subscription: one per session, so a new endpoint replaces the old
 * one, and an endpoint already known (the same browser, subscribed again or by a new sign-in)
 * moves to this session with its new keys.
 */
export async function saveSubscription(
  deps: Pick<Deps, 'db' | 'env' | 'now'>,
  actor: UserActor,
  input: { sessionId: string; subscription: PushSubscriptionInput },
): Promise<{ subscription: PushSubscriptionView; created: boolean }> {
  const { endpoint, keys } = input.subscription;
  checkEndpoint(endpoint, deps.env.pushAllowLoopback);
  checkKey(keys.p256dh);
  return deps.db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.sessionId, input.sessionId),
          ne(pushSubscriptions.endpoint, endpoint),
        ),
      );
    const [before] = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    const values = {
      userId: actor.id,
      sessionId: input.sessionId,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
    };
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ ...values, createdAt: deps.now() })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning();
    return { subscription: toView(row!), created: !before };
  });
}

/** Removes one of the user's own subscriptions; anyone else's, or one already gone, is 404. */
export async function removeSubscription(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  id: string,
): Promise<void> {
  if (!isId(id)) throw notFound('Push subscription');
  const gone = await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, actor.id)))
    .returning({ id: pushSubscriptions.id });
  if (!gone.length) throw notFound('Push subscription');
}

/**
 * Forgets the user's subscriptions whose session has ended or run out: called wherever sessions
 * end (sign-out, sign-out everywhere, a reset, a block), and before every send.
 */
export async function forgetEndedSessions(db: DbOrTx, userId: string, now: Date): Promise<void> {
  const ended = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(isNotNull(sessions.endedAt), lte(sessions.expiresAt, now)),
      ),
    );
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.sessionId, ended)));
}
