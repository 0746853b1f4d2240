/**
 * The four tabs of an appointment list (the patient's My Appointments and the doctor's
 * Appointments), decided here once: the server pages a tab by these rules and the app files
 * the device copy by the same ones when it is offline.
 */
export const APPOINTMENT_TABS = ['upcoming', 'pending', 'completed', 'cancelled'] as const;
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number];

/** Whose list it is: they read a visit whose time has passed without an outcome differently. */
export type CalendarRole = 'patient' | 'doctor';

export type Tabbed = { status: string; startTime: string; endTime: string };

const ms = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

/**
 * The tab an appointment is listed under; null for a status no tab shows.
 *
 * - Upcoming: `scheduled`. For the patient only while it has not ended (a visit under way can
 *   still be attended); for the doctor until the outcome is recorded, since only the doctor
 *   can record it and Upcoming is where its buttons are.
 * - Pending: `pending`. Cancelled: `cancelled`.
 * - Completed: `completed` and `no-show` (the visit did not happen, but nothing was cancelled),
 *   and for the patient a `scheduled` one whose end has passed.
 */
export function tabOf(a: Tabbed, now: number, role: CalendarRole): AppointmentTab | null {
  switch (a.status) {
    case 'scheduled':
      return role === 'doctor' || ms(a.endTime) > now ? 'upcoming' : 'completed';
    case 'pending':
      return 'pending';
    case 'completed':
    case 'no-show':
      return 'completed';
    case 'cancelled':
      return 'cancelled';
    default:
      return null;
  }
}

/** What is past reads most recent first; what is ahead, soonest first. */
export const newestFirst = (tab: AppointmentTab) => tab === 'completed' || tab === 'cancelled';

/** The appointments of one tab, in the order that tab shows them. */
export function inTab<T extends Tabbed>(
  list: readonly T[],
  tab: AppointmentTab,
  now: number,
  role: CalendarRole,
): T[] {
  const dir = newestFirst(tab) ? -1 : 1;
  return list
    .filter((a) => tabOf(a, now, role) === tab)
    .sort((a, b) => dir * (ms(a.startTime) - ms(b.startTime)));
}

export type TabCounts = Record<AppointmentTab, number>;

export function countTabs(list: readonly Tabbed[], now: number, role: CalendarRole): TabCounts {
  const counts: TabCounts = { upcoming: 0, pending: 0, completed: 0, cancelled: 0 };
  for (const a of list) {
    const tab = tabOf(a, now, role);
    if (tab) counts[tab]++;
  }
  return counts;
}
