import { useEffect, useRef, useState } from 'react';
import { type CalendarLoad, deviceRange, overlayDevice } from '#app/lib/appointment-calendar';
import { useClinicTimeZone } from '#app/lib/public-settings';
import { useOnline } from '#app/lib/use-online';
import {
  type MirrorAppointment,
  useMirrorAppointments,
} from '#app/offline/collections/appointments';
import { usePendingIds } from '#app/offline/outbox';
import { type SyncStatus, useSyncStatus } from '#app/offline/sync-status';
import {
  type AppointmentTab,
  type CalendarRole,
  countTabs,
  inTab,
  type TabCounts,
} from '#shared/domain/appointment-tabs';
import { APPOINTMENTS_PAGE_SIZE } from '#shared/schemas/appointment-actions';
import { useNow } from './use-now';

type Options = {
  role: CalendarRole;
  tab: AppointmentTab;
  page: number;
  /** The route loader's unawaited answer for this tab and page (loadCalendarPage). */
  load: Promise<CalendarLoad | null> | null;
  /** Asks the route for the page again. */
  onReload(): void;
};

export type Calendar<A> = {
  role: CalendarRole;
  tab: AppointmentTab;
  page: number;
  totalPages: number;
  /** The shown tab's appointments on the shown page. */
  rows: A[];
  counts: TabCounts;
  /** Why the device copy is shown instead of the server's calendar; null when it is not. */
  fallback: null | 'offline' | 'failed';
  /** The clinic dates the device copy covers; null when it holds all of the user's. */
  range: { from: string; to: string } | null;
  loading: boolean;
  /** Nothing on the device and no answer from the server. */
  failedToLoad: boolean;
  waiting: ReadonlySet<string>;
  status: SyncStatus;
  online: boolean;
  now: number;
  /** An appointment shown or held on the device, by id. */
  find(id: string): A | undefined;
};

/** The last answer the route gave, kept while the next one for the same tab and page loads. */
function useLatestAnswer(load: Promise<CalendarLoad | null> | null, key: string) {
  const [answer, setAnswer] = useState<{ key: string; value: CalendarLoad } | null>(null);
  useEffect(() => {
    let current = true;
    void load?.then((value) => {
      if (current && value) setAnswer({ key, value });
    });
    return () => {
      current = false;
    };
  }, [load, key]);
  return answer?.key === key ? answer.value : undefined;
}

/** Runs `effect` when `value` changes after the first render. */
function useOnChange<T>(value: T, effect: (before: T) => void) {
  const previous = useRef(value);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before !== value) effect(before);
  });
}

/**
 * One tab of an appointment list, for either role. Online it is the server's page with the
 * changes still waiting on this device laid over it, so a booking the device does not hold
 * (a doctor's device keeps a window of days) is listed like any other. Offline, or when the
 * server cannot answer, it is the device copy, with the dates that copy covers.
 */
export function useAppointmentCalendar<A extends MirrorAppointment>({
  role,
  tab,
  page,
  load,
  onReload,
}: Options): Calendar<A> {
  const device = useMirrorAppointments() as A[] | undefined;
  const waiting = usePendingIds();
  const status = useSyncStatus('appointments');
  const online = useOnline();
  const now = useNow();
  const timeZone = useClinicTimeZone();
  const answer = useLatestAnswer(load, `${tab}:${page}`);

  // The page is asked for again whenever the device copy was refreshed after it was read (the
  // engine refreshes every 5 minutes, on focus, on reconnect and after a refusal), when a
  // waiting change has settled, and when the connection returns.
  useOnChange(status.lastSyncedAt, () => {
    if (answer?.status === 'online' && (status.lastAttemptAt ?? 0) <= answer.at) return;
    onReload();
  });
  useOnChange(waiting, (before) => {
    if ([...before].some((id) => !waiting.has(id))) onReload();
  });
  useOnChange(online, () => {
    if (online) onReload();
  });

  const held = device ?? [];
  const fromServer = online && answer?.status === 'online' ? answer.page : null;
  const fallback = fromServer
    ? null
    : !online || answer?.status === 'offline'
      ? 'offline'
      : answer?.status === 'failed'
        ? 'failed'
        : null;

  let rows: A[];
  let counts: TabCounts;
  let totalPages: number;
  if (fromServer) {
    ({ rows, counts } = overlayDevice(
      { rows: fromServer.appointments as unknown as A[], counts: fromServer.counts },
      held,
      waiting,
      tab,
      now,
      role,
    ));
    totalPages = fromServer.totalPages;
  } else {
    // The device copy, paged as the server pages it. While the server's first answer is on
    // its way this is a preview of it.
    const all = inTab(held, tab, now, role);
    rows = all.slice((page - 1) * APPOINTMENTS_PAGE_SIZE, page * APPOINTMENTS_PAGE_SIZE);
    counts = countTabs(held, now, role);
    totalPages = Math.ceil(all.length / APPOINTMENTS_PAGE_SIZE);
  }
  const neverSynced = held.length === 0 && status.lastSyncedAt === null;
  const failedToLoad =
    !fromServer && neverSynced && (answer?.status === 'failed' || Boolean(status.lastError));
  const loading =
    !failedToLoad &&
    (device === undefined ||
      (!fromServer && fallback === null && rows.length === 0) ||
      (fallback === 'offline' && neverSynced && !status.lastError));

  return {
    role,
    tab,
    page,
    totalPages,
    rows,
    counts,
    fallback,
    range: deviceRange(role, status.lastSyncedAt, timeZone),
    loading,
    failedToLoad,
    waiting,
    status,
    online,
    now,
    find: (id) => rows.find((a) => a._id === id) ?? held.find((a) => a._id === id),
  };
}
