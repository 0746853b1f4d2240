import { isSignedIn, useSession } from '#app/lib/session';

/**
 * Runs `start` once, the first time someone is signed in (at boot or on signing in), and
 * stops it on cleanup. The sync queue, the Dexie mirror and their dependencies load this way,
 * so a visitor who never signs in downloads none of them (ADR 056).
 */
export function whenSignedIn(start: () => Promise<() => void>): () => void {
  let stop: (() => void) | undefined;
  let started = false;
  let disposed = false;
  const check = () => {
    if (started || !isSignedIn(useSession.getState())) return;
    started = true;
    void start().then((s) => {
      if (disposed) s();
      else stop = s;
    });
  };
  const unsubscribe = useSession.subscribe(check);
  check();
  return () => {
    disposed = true;
    unsubscribe();
    stop?.();
  };
}
