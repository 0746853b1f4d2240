import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '#app/lib/session';
import { localDb, type MirrorAppointment, type MirrorNotification } from '#app/offline/local-db';
import type { Appointment } from '#shared/schemas/appointment';

/** A doctor's appointment as the mirror holds it: every field may be missing or malformed. */
export type DoctorAppointment = MirrorAppointment &
  Partial<Omit<Appointment, 'status' | 'startTime' | 'endTime' | 'cancellationReason'>>;

const useUserId = () => useSession((s) => s.user?._id ?? null);

/** The signed-in doctor's mirrored appointments; undefined until IndexedDB has answered. */
export function useDoctorAppointments(): DoctorAppointment[] | undefined {
  const userId = useUserId();
  return useLiveQuery(
    async () =>
      userId
        ? ((await localDb.appointments
            .where('userId')
            .equals(userId)
            .toArray()) as DoctorAppointment[])
        : [],
    [userId],
  );
}

/** The latest notifications of the mirror, newest first, and how many are unread. */
export function useRecentNotifications(limit: number) {
  const userId = useUserId();
  return useLiveQuery(
    async () => {
      if (!userId) return { recent: [] as MirrorNotification[], unread: 0 };
      const all = await localDb.notifications.where('userId').equals(userId).toArray();
      all.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { recent: all.slice(0, limit), unread: all.filter((n) => !n.isRead).length };
    },
    [userId, limit],
    { recent: [] as MirrorNotification[], unread: 0 },
  );
}
