import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rateLimitEvents } from '#server/db/schema/index';
import { ApiError, MESSAGES } from '#server/lib/errors';

export const RATE_WINDOW_MS = 15 * 60 * 1000;
export const RATE_MAX_FAILURES = 5;

/**
 * Sign-in counts failures three ways (ADR 018): one account from one address, one address over
 * every account, and one account over every address, the last one higher so that an attacker
 * must hold many addresses to lock an owner out.
 */
export const LOGIN_LIMITS = { accountAtAddress: 5, address: 20, account: 50 } as const;

/** At most `max` attempts in the window: 15 minutes unless `windowMs` says otherwise. */
export type Limit = { bucket: string; max: number; windowMs?: number };
/** The events one attempt put into its buckets, so a success can take them back. */
export type Attempt = { ids: string[] };

/**
 * ADR 014: counts this attempt in every bucket, or answers 429 with Retry-After when a bucket is
 * already full. The check and the count are one step: each bucket is locked (a
 * transaction-scoped advisory lock, so it holds across several servers on one PostgreSQL)
 * while it is counted and the attempt is written, so parallel attempts cannot all pass.
 */
export async function takeAttempt(db: Db, limits: Limit[], now: Date): Promise<Attempt> {
  const windowOf = (l: Limit) => l.windowMs ?? RATE_WINDOW_MS;
  const since = new Date(now.getTime() - Math.max(...limits.map(windowOf)));
  const names = limits.map((l) => l.bucket);
  return db.transaction(async (tx) => {
    // Locks are taken in one order so two attempts sharing buckets cannot deadlock.
    for (const bucket of [...names].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rate:${bucket}`}, 0))`);
    }
    const rows = await tx
      .select({ bucket: rateLimitEvents.bucket, at: rateLimitEvents.createdAt })
      .from(rateLimitEvents)
      .where(and(inArray(rateLimitEvents.bucket, names), gt(rateLimitEvents.createdAt, since)))
      .orderBy(asc(rateLimitEvents.createdAt));
    let freeAt = 0;
    for (const limit of limits) {
      const from = now.getTime() - windowOf(limit);
      const times = rows
        .filter((r) => r.bucket === limit.bucket && r.at.getTime() > from)
        .map((r) => r.at.getTime());
      if (times.length < limit.max) continue;
      // Under the limit again once enough of the oldest attempts have left the window.
      freeAt = Math.max(freeAt, times[times.length - limit.max] + windowOf(limit));
    }
    if (freeAt) {
      const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      throw new ApiError(429, MESSAGES.tooMany, {
        code: 'RATE_LIMITED',
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
    // Attempts that left the window count no more; they are dropped so the table stays small.
    await tx
      .delete(rateLimitEvents)
      .where(and(inArray(rateLimitEvents.bucket, names), lt(rateLimitEvents.createdAt, since)));
    const inserted = await tx
      .insert(rateLimitEvents)
      .values(names.map((bucket) => ({ bucket, createdAt: now })))
      .returning({ id: rateLimitEvents.id });
    return { ids: inserted.map((r) => r.id) };
  });
}

/** The attempt turned out not to be a failure (a right password, a free e-mail). */
export async function releaseAttempt(db: Db, attempt: Attempt) {
  if (attempt.ids.length) {
    await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, attempt.ids));
  }
}

export async function clearFailures(db: Db, bucket: string) {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.bucket, bucket));
}

/** Registration and forgot-password: 5 per account and 5 per address (ADR 014). */
export const limits = (kind: string, email: string | undefined, ip: string): Limit[] =>
  [email ? `${kind}:email:${email}` : undefined, `${kind}:ip:${ip}`]
    .filter((b): b is string => Boolean(b))
    .map((bucket) => ({ bucket, max: RATE_MAX_FAILURES }));

/** Sign-in's three buckets; the first is the one a success clears along with the account's. */
export const loginLimits = (email: string, ip: string): Limit[] => [
  { bucket: `login:email-ip:${email}|${ip}`, max: LOGIN_LIMITS.accountAtAddress },
  { bucket: `login:ip:${ip}`, max: LOGIN_LIMITS.address },
  { bucket: `login:email:${email}`, max: LOGIN_LIMITS.account },
];
