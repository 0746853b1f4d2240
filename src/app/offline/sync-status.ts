import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { localDb, type MirrorTableName, type SyncMeta } from './local-db';
import { syncEngine } from './outbox';
import { useUserId } from './use-user-id';

export type SyncStatus = Pick<
  SyncMeta,
  'lastSyncedAt' | 'lastAttemptAt' | 'lastError' | 'lastStatus'
> & {
  refreshing: boolean;
  /** True when the last attempt failed, so the data shown is older than it: say when it is from. */
  stale: boolean;
};

/** When a collection was last synced and whether the last attempt failed. */
export function useSyncStatus(collection: MirrorTableName): SyncStatus {
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
