import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitEvents } from '../../db/schema/index';
import { ApiError, MESSAGES } from '../../lib/errors';

export const RATE_WINDOW_MS = 15 * 60 * 1000;
export const RATE_MAX_FAILURES = 5;

/** D14: after 5 failures in 15 minutes for the account or the address, 429 with Retry-After. */
export async function assertNotLimited(db: Db, buckets: string[], now: Date) {
  const since = new Date(now.getTime() - RATE_WINDOW_MS);
  const rows = await db
    .select({
      bucket: rateLimitEvents.bucket,
      count: sql<number>`count(*)::int`,
      oldest: sql<Date>`min(${rateLimitEvents.createdAt})`,
    })
    .from(rateLimitEvents)
    .where(and(inArray(rateLimitEvents.bucket, buckets), gt(rateLimitEvents.createdAt, since)))
    .groupBy(rateLimitEvents.bucket);
  const limited = rows.filter((r) => Number(r.count) >= RATE_MAX_FAILURES);
  if (limited.length === 0) return;
  const oldest = Math.min(...limited.map((r) => new Date(r.oldest).getTime()));
  const retryAfter = Math.max(1, Math.ceil((oldest + RATE_WINDOW_MS - now.getTime()) / 1000));
  throw new ApiError(429, MESSAGES.tooMany, {
    code: 'RATE_LIMITED',
    headers: { 'Retry-After': String(retryAfter) },
  });
}

export async function recordFailure(db: Db, buckets: string[], now: Date) {
  await db.insert(rateLimitEvents).values(buckets.map((bucket) => ({ bucket, createdAt: now })));
}

export async function clearFailures(db: Db, bucket: string) {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.bucket, bucket));
}

export const buckets = (kind: string, email: string | undefined, ip: string) =>
  [email ? `${kind}:email:${email}` : undefined, `${kind}:ip:${ip}`].filter((b): b is string =>
    Boolean(b),
  );
