import { useSyncExternalStore } from 'react';

/**
 * Start-up work that the first screen does not need (the sync engine, the service worker's
 * registration, the header's account menu and badge, the sync problems, a signed-in footer)
 * waits until the first route has loaded and the main thread is idle, so the user's own rows
 * are not queued behind it on a slow phone (ADR 118).
 */
let started = false;
const waiting = new Set<() => void>();

/** Called once the first route has resolved; runs the waiting work when the thread is idle. */
export function markStarted(): void {
  if (started) return;
  const run = () => {
    if (started) return;
    started = true;
    for (const fn of [...waiting]) fn();
    waiting.clear();
  };
  // The work must not wait forever on a thread that is never idle.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1500 });
  else setTimeout(run, 0);
}

/** Runs `fn` once the start is over (at once if it is); returns a cancel. */
export function afterStart(fn: () => void): () => void {
  if (started) {
    fn();
    return () => undefined;
  }
  waiting.add(fn);
  return () => waiting.delete(fn);
}

export function isStarted(): boolean {
  return started;
}

const subscribe = (onChange: () => void) => afterStart(onChange);

/** False until the start is over; the component re-renders then. */
export function useAfterStart(): boolean {
  return useSyncExternalStore(subscribe, isStarted, isStarted);
}

/** Tests only: back to before the start. */
export function resetStartForTests(): void {
  started = false;
  waiting.clear();
}
