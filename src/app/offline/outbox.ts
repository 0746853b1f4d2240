import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { apiRequest } from '#app/lib/api-client';
import { msg, t } from '#app/lib/i18n';
import { onReconnect, reportReachable } from '#app/lib/pwa';
import { clearRuntimeCaches } from '#app/lib/pwa-cache';
import { useSession } from '#app/lib/session';
import type { Role } from '#shared/schemas/user';
import { SyncEngine } from './engine';
import { localDb, type MirrorAppointment, type OutboxItem, type SyncMeta } from './local-db';
import type { CollectionSource, Enqueued, SyncKind, SyncSession } from './types';

/**
 * The app's sync queue (ADR 006): one outbox for every mutation that must work offline, and the
 * refresher that keeps the on-device mirror (local-db.ts) up to date.
 *
 * Using it from a feature:
 *   registerKind('appointment.cancel', { method: 'POST', path: (p) => `/appointments/${p.id}/cancel`,
 *     body: (p) => ({ reason: p.reason }), entityId: (p) => p.id, collection: 'appointments',
 *     applyLocal: (db, p, { userId }) => db.appointments.update([userId, p.id], {...}),
 *     onSuccess: (db, data, p, { userId }) => db.appointments.put({ ...data, userId }),
 *     describe: (p) => 'Cancel the appointment …' });
 *   registerCollection({ name: 'appointments', roles: ['patient', 'doctor'],
 *     fetch: () => api.get('/appointments'), intervalMs: 300000 });
 *   const { settled } = await enqueue('appointment.cancel', { id, reason });
 * and read with useLiveQuery, usePendingFor(id) (`Waiting to sync`), useSyncStatus('appointments').
 */

export type {
  CollectionSource,
  Enqueued,
  KindContext,
  SyncKind,
  SyncOutcome,
} from './types';

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

/** Registers a kind of queued mutation (idempotent per name: the last registration wins). */
export function registerKind<P, R = unknown>(name: string, kind: SyncKind<P, R>): void {
  syncEngine.registerKind(name, kind);
}

/** What a queued change was, in the active language (its kind's describe()). */
export function describeChange(item: OutboxItem): string {
  return syncEngine.describe(item);
}

/**
 * Registers a mirror collection. It is refreshed at once (when signed in), on reconnect, on
 * focus and every `intervalMs`; pending local changes are re-applied on top of server data.
 * Only for the roles it names: refreshed for a role the server refuses, it would fail on every
 * page (the administrator's pages once asked for the patient's appointments and got 403).
 */
export function registerCollection(source: CollectionSource & { roles: readonly Role[] }): void {
  syncEngine.registerCollection(source);
}

/** Refreshes one collection now (e.g. a Retry button). */
export function refreshCollection(name: CollectionSource['name']): Promise<void> {
  return syncEngine.refresh(name);
}

/**
 * Queues a change for the signed-in user: the mirror changes at once (applyLocal) and the
 * request is sent now if possible, later otherwise. Rejects only when nobody is signed in or
 * the kind is unknown.
 */
export function enqueue<P>(kind: string, payload: P): Promise<Enqueued> {
  return syncEngine.enqueue(kind, payload);
}

/**
 * Puts an appointment as the screen shows it (a page of the server's calendar, perhaps beyond
 * the device's window) on the device before a change to it is queued, so the change applies
 * to it at once and shows offline too; a refresh keeps it while the change waits. A row with
 * a change already waiting is the user's own state and is left alone.
 */
export async function holdAppointmentOnDevice(row: { _id: string }): Promise<void> {
  const userId = currentSession()?.userId;
  if (!userId) return;
  await localDb.transaction('rw', [localDb.appointments, localDb.outbox], async () => {
    const queued = await localDb.outbox.where('entityId').equals(row._id).toArray();
    if (queued.some((i) => i.userId === userId && (i.state === 'waiting' || i.state === 'syncing')))
      return;
    await localDb.appointments.put({ ...(row as MirrorAppointment), userId });
  });
}

/** Starts replay and refresh (listeners, timers). Returns a stop function. Call once. */
export function startSync(): () => void {
  return syncEngine.start();
}

/** Changes of this user not yet on the server (waiting or being sent). */
export function countUnsynced(userId: string): Promise<number> {
  return syncEngine.countUnsynced(userId);
}

/**
 * Sign-out (ADR 006): the user's mirror, queue and sync times, and the service worker's runtime
 * caches.
 */
export async function clearDeviceData(userId: string): Promise<void> {
  await syncEngine.clearUser(userId);
  await clearRuntimeCaches();
}

/** Removes a refused change from the list of problems. */
export function dismissSyncProblem(id: string): Promise<void> {
  return syncEngine.dismiss(id);
}

const useUserId = () => useSession((s) => s.user?._id ?? null);

/** True while the record has a change waiting to sync (show `Waiting to sync`). */
export function usePendingFor(entityId: string): boolean {
  const userId = useUserId();
  return useLiveQuery(
    async () =>
      userId
        ? (await localDb.outbox.where('entityId').equals(entityId).toArray()).some(
            (i) => i.userId === userId && (i.state === 'waiting' || i.state === 'syncing'),
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
              .filter((i) => i.state === 'waiting' || i.state === 'syncing')
              .map((i) => i.entityId)
          : [],
      ),
    [userId],
    new Set<string>(),
  );
}

/** The signed-in user's unsynced change count. */
export function useUnsyncedCount(): number {
  const userId = useUserId();
  return useLiveQuery(() => (userId ? countUnsynced(userId) : 0), [userId], 0);
}

/** Changes the server refused (failed or conflict), oldest first, with the server's reason. */
export function useSyncProblems(): OutboxItem[] {
  const userId = useUserId();
  return useLiveQuery(
    async () =>
      userId
        ? (await localDb.outbox.where('userId').equals(userId).sortBy('seq')).filter(
            (i) => i.state === 'failed' || i.state === 'conflict',
          )
        : [],
    [userId],
    [],
  );
}

export type SyncStatus = Pick<
  SyncMeta,
  'lastSyncedAt' | 'lastAttemptAt' | 'lastError' | 'lastStatus'
> & {
  refreshing: boolean;
  /** True when the last attempt failed, so the data shown is older than it: say when it is from. */
  stale: boolean;
};

/** When a collection was last synced and whether the last attempt failed. */
export function useSyncStatus(collection: CollectionSource['name']): SyncStatus {
  const userId = useUserId();
  const meta = useLiveQuery(
    () => (userId ? localDb.meta.get([userId, collection]) : undefined),
    [userId, collection],
  );
  const refreshing = useSyncExternalStore(
    (listener) => syncEngine.subscribeRefreshing(listener),
    () => syncEngine.isRefreshing(collection),
    () => false,
  );
  const lastSyncedAt = meta?.lastSyncedAt ?? null;
  const lastAttemptAt = meta?.lastAttemptAt ?? null;
  return {
    lastSyncedAt,
    lastAttemptAt,
    lastError: meta?.lastError ?? null,
    lastStatus: meta?.lastStatus ?? null,
    refreshing,
    stale: lastAttemptAt !== null && (lastSyncedAt === null || lastSyncedAt < lastAttemptAt),
  };
}
