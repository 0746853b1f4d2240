import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '#app/lib/session';
import { localDb, type MirrorAppointment, type MirrorNotification } from './local-db';

/**
 * Read-only views of the signed-in user's mirror (ADR 006) that more than one feature shows: the
 * dashboard, the notifications list, the appointment pass and the header badge. Each answers
 * undefined until IndexedDB has answered, so a screen can tell "loading" from "empty".
 */
const useUserId = () => useSession((s) => s.user?._id ?? null);

export function useMirrorAppointments(): MirrorAppointment[] | undefined {
  const userId = useUserId();
  return useLiveQuery(
    async () => (userId ? localDb.appointments.where('userId').equals(userId).toArray() : []),
    [userId],
  );
}

/** One appointment of the signed-in user; null when the device does not hold it. */
export function useMirrorAppointment(id: string): MirrorAppointment | null | undefined {
  const userId = useUserId();
  return useLiveQuery(
    async () => (userId ? ((await localDb.appointments.get([userId, id])) ?? null) : null),
    [userId, id],
  );
}

/** The user's notifications, newest first. */
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
