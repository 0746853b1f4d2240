import 'fake-indexeddb/auto';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, type RenderResult, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { useSession } from '#app/lib/session';
import { useToasts } from '#app/lib/toasts';
import { clearUserRows, localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import { createAppRouter } from '#app/router';
import { APPOINTMENT_TABS, countTabs, inTab } from '#shared/domain/appointment-tabs';
import { clinicDateOf } from '#shared/domain/clinic-time';
import { type DoctorTargetStatus, doctorTransition } from '#shared/domain/doctor-transitions';
import type { AppointmentStatus } from '#shared/schemas/appointment';
import { APPOINTMENTS_PAGE_SIZE } from '#shared/schemas/appointment-actions';
import { DEFAULT_SETTINGS, toPublicSettings } from '#shared/schemas/settings';
import type { User } from '#shared/schemas/user';

/**
 * The patient's My Appointments and the doctor's Appointments, rendered through the real routes
 * on a device (fake IndexedDB) in front of a stand-in for the server that lists, pages and
 * changes appointments by the server's own rules.
 */

export const PATIENT: User = {
  _id: 'p-1',
  name: 'Sana Malik',
  email: 'sana@example.pk',
  role: 'patient',
  isVerified: true,
  status: 'active',
  createdAt: '2030-01-01T00:00:00.000Z',
};

export const DOCTOR: User = {
  _id: 'du-1',
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  role: 'doctor',
  isVerified: true,
  status: 'active',
  createdAt: '2030-01-01T00:00:00.000Z',
};

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const ZONE = DEFAULT_SETTINGS.timezone;

/**
 * An appointment in the API's shape, `hoursFromNow` from the real clock, with Ayesha Khan, booked
 * by the patient "Patient <id>".
 */
export function appointment(id: string, status: string, hoursFromNow: number, extra = {}) {
  const start = Math.floor((Date.now() + hoursFromNow * HOUR) / 1_800_000) * 1_800_000;
  return {
    _id: id,
    id,
    doctorId: 'd-1',
    patientId: `p-${id}`,
    doctor: {
      _id: 'd-1',
      userId: DOCTOR._id,
      name: 'Ayesha Khan',
      specialization: 'Cardiology',
      clinicName: 'Heart Clinic',
      image: null,
    },
    patient: { _id: `p-${id}`, name: `Patient ${id}`, email: `${id}@example.pk` },
    startTime: iso(start),
    endTime: iso(start + HOUR / 2),
    duration: 30,
    type: 'consultation',
    reason: 'Chest pain',
    status,
    fee: 1500,
    updatedAt: iso(Date.now() - HOUR),
    ...extra,
  } as Record<string, unknown> & {
    _id: string;
    status: string;
    startTime: string;
    endTime: string;
  };
}

export type Row = ReturnType<typeof appointment>;
type Answer = { status: number; body: unknown } | 'network-error' | Promise<void>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The server behind fetch for one signed-in user: GET /appointments whole, in a date window or
 * a page of one tab; the patient's cancel and reschedule; the doctor's status change with its
 * transition table. `next` queues answers for the next changes (a network error, a refusal, a
 * promise to wait for); otherwise the change is applied.
 */
export class FakeApi {
  rows = new Map<string, Row>();
  next: Answer[] = [];
  sent: { method: string; path: string; body: Record<string, unknown>; key: string | null }[] = [];
  /** Free slots by date, for the availability call. */
  slots = new Map<string, { start: string; end: string }[]>();
  /** GET /appointments gets no answer (the device copy is all there is). */
  listFails = false;
  /** Only the device's own refresh (the whole list, or its window) gets no answer. */
  refreshFails = false;

  constructor(
    rows: Row[],
    readonly user: User = PATIENT,
  ) {
    for (const r of rows) this.rows.set(r._id, r);
  }

  private list(url: URL) {
    const role = this.user.role === 'doctor' ? 'doctor' : 'patient';
    const q = (name: string) => url.searchParams.get(name);
    const from = q('from');
    const to = q('to');
    const all = [...this.rows.values()].filter((a) => {
      const day = clinicDateOf(a.startTime, ZONE) ?? '';
      return (!from || day >= from) && (!to || day <= to);
    });
    if (!q('page') && !q('limit')) return all;
    const tab = APPOINTMENT_TABS.find((t) => t === q('tab'));
    const limit = Number(q('limit') ?? APPOINTMENTS_PAGE_SIZE);
    const page = Number(q('page') ?? 1);
    const listed = tab ? inTab(all, tab, Date.now(), role) : all;
    return {
      appointments: listed.slice((page - 1) * limit, page * limit),
      total: listed.length,
      page,
      totalPages: Math.ceil(listed.length / limit),
      counts: countTabs(all, Date.now(), role),
    };
  }

  fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    if (req.method === 'GET' && url.pathname === '/api/appointments') {
      const paged = url.searchParams.has('page') || url.searchParams.has('limit');
      if (this.listFails || (this.refreshFails && !paged)) throw new TypeError('Failed to fetch');
      return json(200, { success: true, data: this.list(url) });
    }
    if (req.method === 'GET' && url.pathname === '/api/settings/public') {
      return json(200, { success: true, data: toPublicSettings(DEFAULT_SETTINGS) });
    }
    if (req.method === 'GET' && url.pathname.endsWith('/availability')) {
      const date = url.searchParams.get('date') ?? '';
      return json(200, { success: true, data: { slots: this.slots.get(date) ?? [] } });
    }
    // Other reads of the signed-in app (the profile, notifications) are not these screens'.
    if (req.method === 'GET') return json(404, { success: false, message: 'Not found' });
    const body = await req.json();
    this.sent.push({
      method: req.method,
      path: url.pathname,
      body,
      key: req.headers.get('idempotency-key'),
    });
    const answer = this.next.shift();
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer instanceof Promise) await answer;
    else if (answer) return json(answer.status, answer.body);
    const id = url.pathname.split('/')[3]!;
    const row = this.rows.get(id)!;
    const changed = url.pathname.endsWith('/status') ? this.statusChange(row, body) : null;
    if (changed && 'refused' in changed) return json(409, changed.refused);
    const next = {
      ...(changed ?? this.patientChange(row, url.pathname, body)),
      updatedAt: new Date().toISOString(),
    };
    this.rows.set(id, next);
    return json(200, { success: true, data: next });
  };

  private statusChange(row: Row, body: { status: DoctorTargetStatus; reason?: string }) {
    const step = doctorTransition(row.status as AppointmentStatus, body.status);
    if (step === 'refused' || step === 'same') {
      return { refused: { success: false, message: `Appointment is already ${row.status}` } };
    }
    return {
      ...row,
      status: body.status,
      ...(body.status === 'cancelled' ? { cancellationReason: body.reason } : {}),
    };
  }

  private patientChange(row: Row, path: string, body: Record<string, unknown>): Row {
    return path.endsWith('/cancel')
      ? { ...row, status: 'cancelled', cancellationReason: body.reason }
      : { ...row, startTime: body.startTime as string, endTime: body.endTime as string };
  }
}

export let router: ReturnType<typeof createAppRouter>;

let view: RenderResult | null = null;

type MountOptions = {
  /** The address to open; the user's appointments list by default. */
  path?: string;
  /** What the device already holds; every row of the server by default. */
  device?: Row[];
  /** Runs on the emptied device before the screen renders. */
  prepare?: () => Promise<unknown>;
};

/** Renders a screen for the api's user on a device holding `device`; answers a user-event session. */
export async function mount(api: FakeApi, options: MountOptions = {}) {
  const user = api.user;
  const list = user.role === 'doctor' ? '/doctor/appointments' : '/patient/appointments';
  const path = options.path ?? list;
  vi.stubGlobal('fetch', api.fetch);
  useSession.setState({ token: `token-${user._id}`, user });
  useToasts.setState({ toasts: [] });
  await clearUserRows(localDb, user._id);
  await localDb.appointments.bulkPut(
    (options.device ?? [...api.rows.values()]).map((r) => ({ ...r, userId: user._id })),
  );
  await options.prepare?.();
  router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  const session = userEvent.setup();
  view = render(<RouterProvider router={router} />);
  if (path.startsWith(list)) await screen.findByRole('tablist', { name: 'Appointments' });
  return session;
}

export async function unmount() {
  // Signed out first, so nothing the engine still runs reaches the real network.
  useSession.setState({ token: null, user: null });
  // A refresh still in flight is joined, so it cannot write into the next test's device.
  await act(() => syncEngine.refresh('appointments'));
  view?.unmount();
  view = null;
  vi.unstubAllGlobals();
}

const setOnline = (value: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value, configurable: true });

/** The browser says it lost (false) or regained (true) the connection. */
export const connection = (online: boolean) =>
  act(async () => {
    setOnline(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

/** Back online for the next test, without telling a screen that is already gone. */
export const resetConnection = () => setOnline(true);

export const toasts = () => useToasts.getState().toasts.map((t) => `${t.title}: ${t.message}`);

/** Queries inside the shown tab's panel. */
export const panel = () => within(screen.getByRole('tabpanel'));

/** A tab by its name; its accessible name ends with the count ("Upcoming2"). */
export const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
