import { createHash } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { idempotencyKeys } from '../db/schema/index';
import { ApiError, MESSAGES } from '../lib/errors';
import { holdsOneTimeSecret } from '../lib/redact';
import { isSealed, seal, unseal } from '../lib/sealed-text';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** An in-flight key older than this is taken to belong to a request that died with its server. */
const IN_FLIGHT_STALE_MS = 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The Idempotency-Key (ADR 034): per signed-in user, the first answer to a key is stored for 24 h
 * and replayed for a repeat; a repeat while the first is running gets 409, and the same key
 * with a different request gets 422. Answers of 5xx are not stored, so a retry runs again.
 * An answer holding a one-time secret (an export link, a call ticket) is stored sealed under a
 * server key, so the table never holds it in plain text and a replay still answers the same
 * (ADR 141).
 */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('idempotency-key');
  const user = c.get('user');
  if (!key || !user || !MUTATING.has(c.req.method)) return next();
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'Idempotency-Key must be 8 to 128 letters, digits, - or _');
  }
  const { db, now, env } = c.get('deps');
  const url = new URL(c.req.url);
  const body = Buffer.from(await c.req.raw.clone().arrayBuffer());
  const requestHash = createHash('sha256')
    .update(`${c.req.method} ${url.pathname}${url.search}\n`)
    .update(body)
    .digest('hex');
  const mine = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));

  // A claim can vanish between the insert and the read (its request failed with a 5xx and was
  // released), so a second attempt claims it afresh.
  let claimed = false;
  for (let attempt = 0; attempt < 2 && !claimed; attempt++) {
    claimed = await claim(db, user.id, key, requestHash, now());
    if (claimed) break;
    const [existing] = await db.select().from(idempotencyKeys).where(mine);
    if (!existing) continue;
    if (existing.requestHash !== requestHash) {
      throw new ApiError(422, MESSAGES.idempotencyMismatch, { code: 'IDEMPOTENCY_MISMATCH' });
    }
    if (existing.state === 'in_flight') break;
    const answer = storedAnswer(existing.responseBody ?? '', env.jwtSecret);
    if (answer === null) {
      // Sealed under a key the server no longer has: the answer is lost, so the request runs again.
      await db.delete(idempotencyKeys).where(mine);
      continue;
    }
    c.header('Idempotent-Replayed', 'true');
    c.header('Cache-Control', 'no-store');
    return c.body(answer, (existing.responseStatus ?? 200) as 200, {
      'Content-Type': 'application/json',
    });
  }
  if (!claimed) {
    throw new ApiError(409, MESSAGES.idempotencyInFlight, { code: 'IDEMPOTENCY_IN_FLIGHT' });
  }

  let stored = false;
  try {
    await next();
    const status = c.res.status;
    // Only JSON answers can be replayed faithfully (a redirect's Location is not kept).
    const isJson = /json/i.test(c.res.headers.get('content-type') ?? '');
    if (status < 500 && isJson) {
      const text = await c.res.clone().text();
      await db
        .update(idempotencyKeys)
        .set({ state: 'done', responseStatus: status, responseBody: toStore(text, env.jwtSecret) })
        .where(mine);
      stored = true;
    }
  } finally {
    if (!stored) await db.delete(idempotencyKeys).where(mine);
  }
});

async function claim(
  db: AppEnv['Variables']['deps']['db'],
  userId: string,
  key: string,
  requestHash: string,
  at: Date,
): Promise<boolean> {
  // Expired keys and abandoned in-flight claims make way for a new request.
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        or(
          lt(idempotencyKeys.createdAt, new Date(at.getTime() - IDEMPOTENCY_TTL_MS)),
          and(
            eq(idempotencyKeys.state, 'in_flight'),
            lt(idempotencyKeys.createdAt, new Date(at.getTime() - IN_FLIGHT_STALE_MS)),
          ),
        ),
      ),
    );
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, state: 'in_flight', createdAt: at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

/** ADR 141: the purpose the store's key is derived for. */
const SEAL_PURPOSE = 'idempotency-answer';

function toStore(text: string, secret: string): string {
  return holdsOneTimeSecret(text) ? seal(text, secret, SEAL_PURPOSE) : text;
}

function storedAnswer(body: string, secret: string): string | null {
  return isSealed(body) ? unseal(body, secret, SEAL_PURPOSE) : body;
}
