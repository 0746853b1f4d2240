import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, onTestFinished } from 'vitest';
import { localDb } from '#app/offline/local-db';
import { APPOINTMENT_TABS, countTabs, inTab } from '#shared/domain/appointment-tabs';
import { clinicDateOf } from '#shared/domain/clinic-time';
import { type DoctorTargetStatus, doctorTransition } from '#shared/domain/doctor-transitions';
import type { AppointmentStatus } from '#shared/schemas/appointment';
import { APPOINTMENTS_PAGE_SIZE } from '#shared/schemas/appointment-actions';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import type { User } from '#shared/schemas/user';
import {
  appRouterAt,
  DOCTOR,
  json,
  mountRouter,
  notFound,
  PATIENT,
  publicSettings,
  setOnline,
  toastSays,
  toasts,
  unmountFrom,
} from './harness/app-harness';

export { DOCTOR, PATIENT, toastSays, toasts };

/**
 * The patient's My Appointments and the doctor's Appointments, rendered through the real routes
 * on a device (fake IndexedDB) in front of a stand-in for the server that lists, pages and
 * changes appointments by the server's own rules.
 */

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
  /** Free slots by date (`date practiceId` when the call names a practice), for the availability call. */
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
    if (req.method === 'GET' && url.pathname === '/api/settings/public') return publicSettings();
    if (req.method === 'GET' && url.pathname.endsWith('/availability')) {
      const date = url.searchParams.get('date') ?? '';
      const practice = url.searchParams.get('practiceId');
      const key = practice ? `${date} ${practice}` : date;
      return json(200, { success: true, data: { slots: this.slots.get(key) ?? [] } });
    }
    // Other reads of the signed-in app (the profile, notifications) are not these screens'.
    if (req.method === 'GET') return notFound();
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

export let router: ReturnType<typeof appRouterAt>;

type MountOptions = {
  /** The address to open; the user's appointments list by default. */
  path?: string;
  /** What the device already holds; every row of the server by default. */
  device?: Row[];
  /** Runs on the emptied device before the screen renders. */
  prepare?: () => Promise<unknown>;
};

/**
 * Renders a screen for the api's user on a device holding `device`; answers a user-event session.
 * The test takes it down again when it finishes, back online.
 */
export async function mount(api: FakeApi, options: MountOptions = {}) {
  const user = api.user;
  const list = user.role === 'doctor' ? '/doctor/appointments' : '/patient/appointments';
  const path = options.path ?? list;
  onTestFinished(async () => {
    // Back online without telling a screen that is already gone.
    setOnline(true);
    await unmountFrom('appointments');
  });
  const fill = async () => {
    await localDb.appointments.bulkPut(
      (options.device ?? [...api.rows.values()]).map((r) => ({ ...r, userId: user._id })),
    );
    await options.prepare?.();
  };
  router = appRouterAt(path);
  const session = await mountRouter({ fetch: api.fetch, user, fill }, router);
  if (path.startsWith(list)) await screen.findByRole('tablist', { name: 'Appointments' });
  return session;
}

/** The browser says it lost (false) or regained (true) the connection. */
export const connection = (online: boolean) =>
  act(async () => {
    setOnline(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

/** Presses `action` on the card of `patient` in the shown tab ("Approve", "Patient far"). */
export const press = async (user: UserEvent, action: string, patient: string) =>
  user.click(
    await panel().findByRole('button', { name: `${action}: appointment with ${patient}` }),
  );

/** The device's copy of appointment `id`, for the api's user. */
export const onDevice = (api: FakeApi, id: string) => localDb.appointments.get([api.user._id, id]);

/** The changes waiting on the device for the api's user. */
export const outboxOf = (api: FakeApi) =>
  localDb.outbox.where('userId').equals(api.user._id).toArray();

/** Waits for the device's first refresh of the list to land; answers when it did. */
export async function lastSynced(api: FakeApi) {
  let at: number | null = null;
  await waitFor(async () => {
    at = (await localDb.meta.get([api.user._id, 'appointments']))?.lastSyncedAt ?? null;
    expect(at).not.toBeNull();
  });
  return at as unknown as number;
}

/** Queries inside the shown tab's panel. */
export const panel = () => within(screen.getByRole('tabpanel'));

/** A tab by its name; its accessible name ends with the count ("Upcoming2"). */
export const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
