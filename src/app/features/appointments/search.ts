import * as v from 'valibot';
import { msg } from '#app/lib/i18n';
import { isDateOnly } from '#shared/domain/date-only';

/**
 * Which tab of My Appointments (section 2.19) an appointment belongs to.
 *
 * - Upcoming: `scheduled` and not yet over (its end is in the future), soonest first. An
 *   appointment in progress is still upcoming: the patient can still attend it.
 * - Pending: `pending` (awaiting the doctor), soonest first.
 * - Completed: past visits, most recent first: `completed`, `no-show` (the visit did not
 *   happen, but nothing was cancelled), and `scheduled` ones whose end has passed while the
 *   doctor has not yet recorded the outcome (the expiry job cancels those within 15 minutes).
 * - Cancelled: `cancelled`, most recent first.
 */
export const TABS = [
  { id: 'upcoming', label: msg('Upcoming'), empty: msg('No upcoming appointments') },
  { id: 'pending', label: msg('Pending'), empty: msg('No pending appointments') },
  { id: 'completed', label: msg('Completed'), empty: msg('No completed appointments') },
  { id: 'cancelled', label: msg('Cancelled'), empty: msg('No cancelled appointments') },
] as const;

export type TabId = (typeof TABS)[number]['id'];

export type TabbedAppointment = { status: string; startTime: string; endTime: string };

const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

export function tabOf(a: TabbedAppointment, now: number): TabId | null {
  switch (a.status) {
    case 'scheduled':
      return time(a.endTime) > now ? 'upcoming' : 'completed';
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

const PAST_FIRST: ReadonlySet<TabId> = new Set(['completed', 'cancelled']);

/** The appointments of one tab, in the order that tab shows them. */
export function inTab<T extends TabbedAppointment>(
  list: readonly T[],
  tab: TabId,
  now: number,
): T[] {
  const rows = list.filter((a) => tabOf(a, now) === tab);
  const dir = PAST_FIRST.has(tab) ? -1 : 1;
  return rows.sort((a, b) => dir * (time(a.startTime) - time(b.startTime)));
}

export const isTabId = (value: unknown): value is TabId => TABS.some((t) => t.id === value);

/**
 * ?tab= of /patient/appointments (anything else falls back to Upcoming); ?reschedule=<id>
 * opens that appointment's Reschedule dialog and ?date= is the day whose free slots it shows.
 */
export const AppointmentsSearchSchema = v.object({
  tab: v.optional(v.fallback(v.picklist(TABS.map((t) => t.id)), 'upcoming')),
  reschedule: v.fallback(v.optional(v.pipe(v.string(), v.minLength(1))), undefined),
  date: v.fallback(v.optional(v.pipe(v.string(), v.check(isDateOnly))), undefined),
});

export type AppointmentsSearch = v.InferOutput<typeof AppointmentsSearchSchema>;
