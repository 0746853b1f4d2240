import type { AppointmentRow } from '#app/offline/collections/appointments';
import { useMirrorNotifications } from '#app/offline/collections/notifications';

/** The doctor's screens show the device's rows as they are (any field may be missing). */
export type DoctorAppointment = AppointmentRow;

/** The latest notifications of the mirror, newest first, and how many are unread. */
export function useRecentNotifications(limit: number) {
  const all = useMirrorNotifications() ?? [];
  return { recent: all.slice(0, limit), unread: all.filter((n) => !n.isRead).length };
}
