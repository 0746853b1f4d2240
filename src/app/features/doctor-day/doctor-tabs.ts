import { msg } from '#app/lib/i18n';

/**
 * The tabs of the doctor's appointments (section 2). Upcoming is `scheduled` (section 7: the
 * Upcoming tab asks for status=scheduled), so a visit whose time has passed stays there until
 * the doctor records it; a no-show is a past visit, so it sits with Completed.
 */
export const DOCTOR_TABS = [
  {
    id: 'upcoming',
    label: msg('Upcoming'),
    empty: msg('No upcoming appointments'),
    statuses: ['scheduled'],
  },
  {
    id: 'pending',
    label: msg('Pending'),
    empty: msg('No pending appointments'),
    statuses: ['pending'],
  },
  {
    id: 'completed',
    label: msg('Completed'),
    empty: msg('No completed appointments'),
    statuses: ['completed', 'no-show'],
  },
  {
    id: 'cancelled',
    label: msg('Cancelled'),
    empty: msg('No cancelled appointments'),
    statuses: ['cancelled'],
  },
] as const;

export type DoctorTabId = (typeof DOCTOR_TABS)[number]['id'];

export const isDoctorTab = (value: unknown): value is DoctorTabId =>
  DOCTOR_TABS.some((tab) => tab.id === value);

const ms = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

/** The appointments of one tab: what is ahead soonest first, what is past most recent first. */
export function inDoctorTab<A extends { status: string; startTime: string }>(
  rows: A[],
  tab: DoctorTabId,
): A[] {
  const statuses: readonly string[] = DOCTOR_TABS.find((t) => t.id === tab)?.statuses ?? [];
  const ahead = tab === 'upcoming' || tab === 'pending';
  return rows
    .filter((a) => statuses.includes(a.status))
    .sort((a, b) =>
      ahead ? ms(a.startTime) - ms(b.startTime) : ms(b.startTime) - ms(a.startTime),
    );
}
