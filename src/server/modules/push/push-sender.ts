import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import webpush from 'web-push';
import type { Deps } from '#server/context';
import { pushSubscriptions, sessions } from '#server/db/schema/index';
import type { PushMessage } from '#shared/schemas/push';
import { forgetEndedSessions } from './push.service';
import { pinnedLookup, resolveEndpoint } from './push-address';

/** How long a push service keeps trying an offline device; a day-old reminder is stale. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';
export type PushOutcome = { sent: number; gone: number; failed: number };

/**
 * The body of every push: the kind and the id and nothing else, whatever the caller's object
 * holds, so no name, time or reason can ride along (ADR 104).
 */
export const pushPayload = (message: PushMessage): string =>
  JSON.stringify({ kind: String(message.kind), id: String(message.id) });

type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * One push through the push service: web-push builds the request (aes128gcm body, VAPID
 * Authorization, TTL, Urgency) and it goes out over https, or over http to a loopback stub,
 * which only PUSH_ALLOW_LOOPBACK lets in (ADR 104). The host is resolved first and refused when
 * any of its addresses is inside a private network; the request then connects to those checked
 * addresses only (ADR 142).
 */
async function send(
  deps: Pick<Deps, 'env'>,
  subscription: Subscription,
  payload: string,
  options: { ttl: number; urgency: PushUrgency },
): Promise<number | { refused: string }> {
  const details = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: deps.env.vapid,
    TTL: options.ttl,
    urgency: options.urgency,
    contentEncoding: 'aes128gcm',
  });
  const url = new URL(details.endpoint);
  const resolved = await resolveEndpoint(url, deps.env.pushAllowLoopback);
  if (!resolved.ok) return { refused: resolved.address };
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        lookup: pinnedLookup(resolved.addresses),
        method: details.method,
        headers: details.headers as Record<string, string | number>,
        timeout: SEND_TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('the push service did not answer in time')));
    req.on('error', reject);
    req.end(details.body ?? undefined);
  });
}

/**
 * Sends `{kind, id}` to every device of the user whose session is still open. A subscription the
 * push service no longer knows (404 or 410), or whose endpoint resolves inside a private network,
 * is deleted; any other failure is logged and left for the next push. Never throws: a push is a
 * courtesy beside the notification already stored.
 */
export async function pushToUser(
  deps: Pick<Deps, 'db' | 'env' | 'now' | 'log'>,
  userId: string,
  message: PushMessage,
  options: { ttl?: number; urgency?: PushUrgency } = {},
): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, gone: 0, failed: 0 };
  const now = deps.now();
  let rows: (typeof pushSubscriptions.$inferSelect)[];
  try {
    await forgetEndedSessions(deps.db, userId, now);
    rows = (
      await deps.db
        .select({ subscription: pushSubscriptions })
        .from(pushSubscriptions)
        .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
        .where(
          and(
            eq(pushSubscriptions.userId, userId),
            isNull(sessions.endedAt),
            gt(sessions.expiresAt, now),
          ),
        )
    ).map((r) => r.subscription);
  } catch (error) {
    deps.log.error('could not read push subscriptions', { userId, error: String(error) });
    return outcome;
  }
  const payload = pushPayload(message);
  const settings = { ttl: options.ttl ?? PUSH_TTL_SECONDS, urgency: options.urgency ?? 'normal' };
  const gone: string[] = [];
  await Promise.all(
    rows.map(async (row) => {
      const subscription = { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
      try {
        const status = await send(deps, subscription, payload, settings);
        if (typeof status === 'object') {
          // Treated as a subscription that ended: it would be refused at every send (ADR 142).
          gone.push(row.id);
          deps.log.error('refused a push endpoint inside a private network', {
            host: new URL(row.endpoint).host,
            address: status.refused,
          });
        } else if (status >= 200 && status < 300) outcome.sent++;
        else if (status === 404 || status === 410) gone.push(row.id);
        else {
          outcome.failed++;
          deps.log.error('the push service refused a push', { status, kind: message.kind });
        }
      } catch (error) {
        outcome.failed++;
        deps.log.error('could not reach the push service', { error: String(error) });
      }
    }),
  );
  if (gone.length) {
    outcome.gone = gone.length;
    await deps.db
      .delete(pushSubscriptions)
      .where(inArray(pushSubscriptions.id, gone))
      .catch((error: unknown) =>
        deps.log.error('could not delete ended push subscriptions', { error: String(error) }),
      );
  }
  return outcome;
}
