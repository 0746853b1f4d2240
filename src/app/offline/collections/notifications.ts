import { useLiveQuery } from 'dexie-react-hooks';
import { api } from '#app/lib/api-client';
import type { Notification } from '#shared/schemas/notification';
import { localDb } from '../local-db';
import type { CollectionSource } from '../types';
import { useUserId } from '../use-user-id';

/** A notification (variant 1, ADR 004), tagged with its owner. */
export type MirrorNotification = Notification & { userId: string };

/** How many of the latest notifications the device keeps (GET /notifications `limit`). */
export const NOTIFICATIONS_KEPT = 50;
/** The header badge and the list refresh this often while the app is open. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

export async function fetchNotifications(token: string): Promise<Notification[]> {
  const answer = await api.get<{ notifications?: Notification[] }>('/notifications', {
    token,
    query: { limit: NOTIFICATIONS_KEPT },
  });
  return Array.isArray(answer?.notifications) ? answer.notifications : [];
}

export const notifications: CollectionSource = {
  name: 'notifications',
  // The administrator has no notifications screen.
  roles: ['patient', 'doctor'],
  fetch: (session) => fetchNotifications(session.token),
  intervalMs: NOTIFICATIONS_REFRESH_MS,
};

/** The user's notifications, newest first; undefined until IndexedDB has answered. */
export function useMirrorNotifications(): MirrorNotification[] | undefined {
  const userId = useUserId();
  return useLiveQuery(
    async () =>
      userId
        ? (await localDb.notifications.where('userId').equals(userId).sortBy('createdAt')).reverse()
        : [],
    [userId],
  );
}

/** How many of the user's notifications are unread; 0 until IndexedDB has answered. */
export function useUnreadCount(): number {
  const userId = useUserId();
  return useLiveQuery(
    async () =>
      userId
        ? localDb.notifications
            .where('userId')
            .equals(userId)
            .filter((n) => !n.isRead)
            .count()
        : 0,
    [userId],
    0,
  );
}
