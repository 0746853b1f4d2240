import { useLiveQuery } from 'dexie-react-hooks';
import { apiRequest } from '#app/lib/api-client';
import { msg, t } from '#app/lib/i18n';
import { onReconnect, reportReachable } from '#app/lib/pwa';
import { useSession } from '#app/lib/session';
import { SyncEngine } from './engine';
import { localDb, type OutboxItem } from './local-db';
import { isFinal, isPending } from './policy';
import type { SyncSession } from './types';
import { useUserId } from './use-user-id';

/**
 * The app's one outbox (ADR 006): every change that must work offline is queued here and
 * replayed exactly once, and the refresher keeps the device copy (local-db.ts) up to date.
 *
 * Using it from a feature: write a kind (types.ts: its name, request, mirror change and words),
 * hand it to the registration (register.ts), and queue with
 *   const { settled } = await syncEngine.enqueue(cancelKind, { id, reason });
 * or runQueued (run-queued.ts), which also tells the user how it ended. Screens read the
 * collections' hooks (collections/), usePendingIds (`Waiting to sync`) and useSyncStatus.
 */

/** The label of a row whose change has not reached the server yet (ADR 006). */
export const WAITING_TO_SYNC = msg('Waiting to sync');

/** The sign-out warning (ADR 006), for N unsynced changes. */
export const unsyncedWarning = (count: number) =>
  t('You have {count} changes that have not synced yet.', { count });

function currentSession(): SyncSession | null {
  const { token, user } = useSession.getState();
  return token && user ? { token, userId: user._id, role: user.role } : null;
}

export const syncEngine = new SyncEngine({
  db: localDb,
  // The one API client sends it; the token is the current one, passed explicitly, never stored.
  transport: ({ method, path, body, idempotencyKey, token }) =>
    apiRequest(path, { method, body, idempotencyKey, token }).then((r) => r.data),
  getSession: currentSession,
  subscribeSession: (listener) => useSession.subscribe(listener),
  events: typeof window === 'undefined' ? null : window,
  isVisible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  onNetwork: reportReachable,
});

// The server answering again counts as a reconnect even where the browser never said offline.
onReconnect(() => void syncEngine.wake());

/** True while the record has a change waiting to sync (show `Waiting to sync`). */
export function usePendingFor(entityId: string): boolean {
  const userId = useUserId();
  return useLiveQuery(
    async () =>
      userId
        ? (await localDb.outbox.where('entityId').equals(entityId).toArray()).some(
            (i) => i.userId === userId && isPending(i),
          )
        : false,
    [userId, entityId],
    false,
  );
}

/** The ids of every record with a pending change, for lists (one query instead of one per row). */
export function usePendingIds(): ReadonlySet<string> {
  const userId = useUserId();
  return useLiveQuery(
    async () =>
      new Set(
        userId
          ? (await localDb.outbox.where('userId').equals(userId).toArray())
              .filter(isPending)
              .map((i) => i.entityId)
          : [],
      ),
    [userId],
    new Set<string>(),
  );
}

/** Changes the server refused (failed or conflict), oldest first, with the server's reason. */
export function useSyncProblems(): OutboxItem[] {
  const userId = useUserId();
  return useLiveQuery(
    async () =>
      userId
        ? (await localDb.outbox.where('userId').equals(userId).sortBy('seq')).filter(isFinal)
        : [],
    [userId],
    [],
  );
}
