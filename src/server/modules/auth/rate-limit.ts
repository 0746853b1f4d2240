import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rateLimitEvents } from '#server/db/schema/index';
import { ApiError, MESSAGES } from '#server/lib/errors';

export const RATE_WINDOW_MS = 15 * 60 * 1000;
export const RATE_MAX_FAILURES = 5;

/**
 * D14: after 5 failures in 15 minutes for the account or the address, 429 with Retry-After.
 * Retry-After is when every limited bucket has dropped back under the limit.
 */
export async function assertNotLimited(db: Db, buckets: string[], now: Date) {
  const since = new Date(now.getTime() - RATE_WINDOW_MS);
  const rows = await db
    .select({ bucket: rateLimitEvents.bucket, at: rateLimitEvents.createdAt })
    .from(rateLimitEvents)
    .where(and(inArray(rateLimitEvents.bucket, buckets), gt(rateLimitEvents.createdAt, since)))
    .orderBy(asc(rateLimitEvents.createdAt));
  let freeAt = 0;
  for (const bucket of buckets) {
    const times = rows.filter((r) => r.bucket === bucket).map((r) => r.at.getTime());
    if (times.length < RATE_MAX_FAILURES) continue;
    // Under the limit again once enough of the oldest failures have left the window.
    const pivot = times[times.length - RATE_MAX_FAILURES];
    freeAt = Math.max(freeAt, pivot + RATE_WINDOW_MS);
  }
  if (!freeAt) return;
  const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  throw new ApiError(429, MESSAGES.tooMany, {
    code: 'RATE_LIMITED',
    headers: { 'Retry-After': String(retryAfter) },
  });
}

export async function recordFailure(db: Db, buckets: string[], now: Date) {
  await db.insert(rateLimitEvents).values(buckets.map((bucket) => ({ bucket, createdAt: now })));
  // Failures that left the window count no more; they are dropped so the table stays small.
  await db
    .delete(rateLimitEvents)
    .where(
      and(
        inArray(rateLimitEvents.bucket, buckets),
        lt(rateLimitEvents.createdAt, new Date(now.getTime() - RATE_WINDOW_MS)),
      ),
    );
}

export async function clearFailures(db: Db, bucket: string) {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.bucket, bucket));
}

/** The account's bucket (when an e-mail is given) first, then the address's. */
export const buckets = (kind: string, email: string | undefined, ip: string) =>
  [email ? `${kind}:email:${email}` : undefined, `${kind}:ip:${ip}`].filter((b): b is string =>
    Boolean(b),
  );
