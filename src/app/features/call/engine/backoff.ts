/**
 * The signalling socket's reconnect delays (ADR 113): quick at first, since most drops are a
 * switch between Wi-Fi and mobile data, then doubling to at most 10 s, with jitter so the two
 * parties do not retry in step. `random` is 0..1.
 */
export const RECONNECT_FIRST_MS = 500;
export const RECONNECT_MAX_MS = 10_000;

export function reconnectDelay(attempt: number, random: number): number {
  const plain = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, attempt));
  return Math.round(plain * (0.75 + random * 0.5));
}
