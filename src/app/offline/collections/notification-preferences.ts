import { useLiveQuery } from 'dexie-react-hooks';
import { api } from '#app/lib/api-client';
import type { NotificationPreferences } from '#shared/schemas/notification-preferences';
import { localDb } from '../local-db';
import type { CollectionSource } from '../types';
import { useUserId } from '../use-user-id';

/** The reader's channels and choices (GET /api/notification-preferences), one row per user. */
export type MirrorNotificationPreferences = NotificationPreferences & { userId: string };

/** So the notification switches open, and change, offline like the profile they sit in. */
export const notificationPreferences: CollectionSource = {
  name: 'notificationPreferences',
  roles: ['patient', 'doctor', 'admin'],
  fetch: (session) =>
    api.get<NotificationPreferences>('/notification-preferences', { token: session.token }),
};

/** The signed-in user's choices; undefined until IndexedDB has answered, null if none yet. */
export function useMirroredNotificationPreferences():
  | MirrorNotificationPreferences
  | null
  | undefined {
  const userId = useUserId();
  return useLiveQuery(
    async () => (userId ? ((await localDb.notificationPreferences.get(userId)) ?? null) : null),
    [userId],
  );
}
