import type { OutboxItem } from './local-db';
import type { LockLike, TransportError } from './types';

/**
 * The sync queue's rules, as pure functions: which answers are final, how long to wait before
 * trying again, and how one tab at a time gets to replay.
 */

export const LOCK_NAME = 'mashwara-sync-queue';
/** Another tab holds the lock: look again after this long in case that tab went away. */
export const LOCK_BUSY_RETRY_MS = 5_000;
export const DEFAULT_BACKOFF = { baseMs: 2_000, maxMs: 5 * 60_000 };
/** The server's answer to a repeat of a key whose first request is still running: try later. */
const IN_FLIGHT_CODE = 'IDEMPOTENCY_IN_FLIGHT';

export const isFinal = (item: OutboxItem) => item.state === 'failed' || item.state === 'conflict';
export const isPending = (item: OutboxItem) => item.state === 'waiting' || item.state === 'syncing';

export type Failure =
  /** 401: the token expired; nothing is sent until the user signs in again. */
  | { action: 'pause' }
  /** No answer, 408, 429, 5xx, or the same key still running: try again later. */
  | { action: 'retry'; status: number | null; retryAfterMs: number; stopPass: boolean }
  /** 409 and other 4xx: the server refused; the server wins. */
  | { action: 'refuse'; status: number; state: 'failed' | 'conflict' };

/** ADR 006: network errors and 5xx retry; 409 and other 4xx are final. */
export function classifyFailure(error: TransportError | null | undefined): Failure {
  const status = typeof error?.status === 'number' ? error.status : undefined;
  if (status === 401) return { action: 'pause' };
  const retryable =
    status === undefined ||
    status === 408 ||
    status === 429 ||
    status >= 500 ||
    (status === 409 && error?.body?.code === IN_FLIGHT_CODE);
  if (!retryable)
    return { action: 'refuse', status, state: status === 409 ? 'conflict' : 'failed' };
  return {
    action: 'retry',
    status: status ?? null,
    retryAfterMs: (error?.retryAfterSeconds ?? 0) * 1000,
    // Offline, rate-limited or in maintenance: nothing else will get through either.
    stopPass: status === undefined || status === 429 || status === 503,
  };
}

/** Exponential backoff with equal jitter, never sooner than the server's Retry-After. */
export function retryDelay(
  attempts: number,
  retryAfterMs: number,
  backoff: { baseMs: number; maxMs: number },
  random: () => number,
): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.max(Math.round(ceiling / 2 + random() * (ceiling / 2)), retryAfterMs);
}

/**
 * Runs fn only if this tab gets the replay lock at once (Web Locks, ifAvailable); where there
 * are no locks (Node, old browsers) it just runs. Resolves whether fn ran.
 */
export async function withReplayLock(
  locks: LockLike | null | undefined,
  fn: () => Promise<void>,
): Promise<boolean> {
  if (!locks) {
    await fn();
    return true;
  }
  let ran = false;
  await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (!lock) return;
    ran = true;
    await fn();
  });
  return ran;
}
