import {
  type AppointmentTab,
  type CalendarRole,
  inTab,
  type Tabbed,
  type TabCounts,
  tabOf,
} from '#shared/domain/appointment-tabs';
import { clinicToday } from '#shared/domain/clinic-time';
import { shiftDate } from '#shared/domain/date-only';
import { APPOINTMENTS_PAGE_SIZE, type AppointmentPage } from '#shared/schemas/appointment-actions';
import { api, errorMessage } from './api-client';
import type { CalendarSearch } from './calendar-search';
import { msg } from './i18n';
import { clinicSettings } from './public-settings';

/**
 * The appointment lists of both roles (My Appointments, the doctor's Appointments): online the
 * server's whole calendar a page at a time, with changes still waiting on the device laid over
 * it; offline, or when the server cannot answer, the device copy and the dates it covers.
 */

export const CALENDAR_TABS = [
  { id: 'upcoming', label: msg('Upcoming'), empty: msg('No upcoming appointments') },
  { id: 'pending', label: msg('Pending'), empty: msg('No pending appointments') },
  { id: 'completed', label: msg('Completed'), empty: msg('No completed appointments') },
  { id: 'cancelled', label: msg('Cancelled'), empty: msg('No cancelled appointments') },
] as const satisfies readonly { id: AppointmentTab; label: string; empty: string }[];

export const CALENDAR_FAILED = msg('Failed to load appointments');

/** A doctor's device keeps today through the next 14 days and the last 30. */
export const DOCTOR_MIRROR_DAYS = { past: 30, ahead: 14 } as const;

/** The clinic dates of the doctor's mirror window (both included). */
export function doctorMirrorWindow(now = new Date(), timeZone = clinicSettings().timezone) {
  const today = clinicToday(now, timeZone);
  return {
    from: shiftDate(today, -DOCTOR_MIRROR_DAYS.past),
    to: shiftDate(today, DOCTOR_MIRROR_DAYS.ahead),
  };
}

/**
 * The clinic dates the device copy covers, from when it was last filled; null when it holds
 * every appointment of the user (a patient's list has an end, a doctor's calendar does not).
 */
export function deviceRange(role: CalendarRole, lastSyncedAt: number | null, timeZone: string) {
  if (role !== 'doctor' || lastSyncedAt === null) return null;
  return doctorMirrorWindow(new Date(lastSyncedAt), timeZone);
}

/** What the server said about one page; `at` is when it answered. */
export type CalendarLoad =
  | { status: 'online'; page: AppointmentPage; at: number }
  | { status: 'offline' }
  | { status: 'failed'; message: string };

/**
 * One page of one tab from the server, for a route's loader to hand over unawaited. Never
 * rejects: offline and failures are answers (the screen falls back on the device copy), and a
 * request the router dropped answers null.
 */
export async function loadCalendarPage(
  { tab, page }: CalendarSearch,
  signal: AbortSignal,
): Promise<CalendarLoad | null> {
  if (!navigator.onLine) return { status: 'offline' };
  try {
    const answer = await api.get<AppointmentPage>('/appointments', {
      query: { tab: tab ?? 'upcoming', page: page ?? 1, limit: APPOINTMENTS_PAGE_SIZE },
      signal,
    });
    return { status: 'online', page: answer, at: Date.now() };
  } catch (error) {
    if (signal.aborted) return null;
    return { status: 'failed', message: errorMessage(error, CALENDAR_FAILED) };
  }
}

type Row = Tabbed & { _id: string; updatedAt?: unknown };

const changedAt = (a: Row) => (typeof a.updatedAt === 'string' ? Date.parse(a.updatedAt) || 0 : 0);

/**
 * A server page with what this device knows better laid over it. A record with a change still
 * waiting in the outbox is shown as the user left it: it leaves this tab if the change moved it
 * and joins it if the change brought it here, even when the server never listed it here. A
 * record the device holds in a later state than the page (a change the server has just
 * answered) is shown in that state until the page is read again.
 */
export function overlayDevice<A extends Row>(
  page: { rows: readonly A[]; counts: TabCounts },
  device: readonly A[],
  waiting: ReadonlySet<string>,
  tab: AppointmentTab,
  now: number,
  role: CalendarRole,
): { rows: A[]; counts: TabCounts } {
  const held = new Map(device.map((a) => [a._id, a]));
  const counts = { ...page.counts };
  const rows = page.rows.map((a) => {
    const mine = held.get(a._id);
    if (!mine || (!waiting.has(a._id) && changedAt(mine) <= changedAt(a))) return a;
    const [was, is] = [tabOf(a, now, role), tabOf(mine, now, role)];
    if (was) counts[was]--;
    if (is) counts[is]++;
    return mine;
  });
  const listed = new Set(rows.map((a) => a._id));
  for (const id of waiting) {
    const mine = held.get(id);
    if (mine && !listed.has(id)) rows.push(mine);
  }
  return { rows: inTab(rows, tab, now, role), counts };
}
