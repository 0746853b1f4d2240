import 'fake-indexeddb/auto';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, type RenderResult, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { clearUserRows, localDb } from '#app/lib/local-db';
import { refreshCollection } from '#app/lib/sync-queue';
import { createAppRouter } from '#app/router';
import { useSession } from '#app/stores/session';
import { useToasts } from '#app/stores/toasts';
import { type DoctorTargetStatus, doctorTransition } from '#shared/domain/doctor-transitions';
import type { AppointmentStatus } from '#shared/schemas/appointment';
import { DEFAULT_SETTINGS, toPublicSettings } from '#shared/schemas/settings';
import type { User } from '#shared/schemas/user';

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

/** One of the doctor's appointments in api.md's shape, `hoursFromNow` from the real clock. */
export function visit(id: string, status: string, hoursFromNow: number, extra = {}) {
  const start = Math.floor((Date.now() + hoursFromNow * HOUR) / 1_800_000) * 1_800_000;
  return {
    _id: id,
    id,
    doctorId: 'd-1',
    patientId: `p-${id}`,
    patient: { _id: `p-${id}`, name: `Patient ${id}`, email: `${id}@example.pk` },
    startTime: iso(start),
    endTime: iso(start + HOUR / 2),
    duration: 30,
    type: 'consultation',
    reason: 'Chest pain',
    status,
    fee: 1500,
    ...extra,
  } as Record<string, unknown> & {
    _id: string;
    status: string;
    startTime: string;
    endTime: string;
  };
}

type Row = ReturnType<typeof visit>;
type Answer = { status: number; body: unknown } | 'network-error' | Promise<void>;

/** The server behind fetch: the doctor's list, and the status change with section 4's table. */
export class FakeDoctorApi {
  rows = new Map<string, Row>();
  next: Answer[] = [];
  patches: {
    path: string;
    body: { status: DoctorTargetStatus; reason?: string };
    key: string | null;
  }[] = [];

  constructor(rows: Row[]) {
    for (const r of rows) this.rows.set(r._id, r);
  }

  fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (req.method === 'GET' && url.pathname === '/api/appointments') {
      return json(200, { success: true, data: [...this.rows.values()] });
    }
    if (req.method === 'GET' && url.pathname === '/api/settings/public') {
      return json(200, { success: true, data: toPublicSettings(DEFAULT_SETTINGS) });
    }
    if (req.method === 'GET') return json(404, { success: false, message: 'Not found' });
    const body = await req.json();
    this.patches.push({ path: url.pathname, body, key: req.headers.get('idempotency-key') });
    const answer = this.next.shift();
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer instanceof Promise) await answer;
    else if (answer) return json(answer.status, answer.body);
    const id = url.pathname.split('/')[3]!;
    const row = this.rows.get(id)!;
    const step = doctorTransition(row.status as AppointmentStatus, body.status);
    if (step === 'refused') {
      return json(409, { success: false, message: `Appointment is already ${row.status}` });
    }
    const changed = {
      ...row,
      status: body.status,
      ...(body.status === 'cancelled' ? { cancellationReason: body.reason } : {}),
    };
    this.rows.set(id, changed);
    return json(200, { success: true, data: changed });
  };
}

let view: RenderResult | null = null;

/** Renders the doctor's route `path` on a device whose mirror holds `api`'s rows. */
export async function mount(api: FakeDoctorApi, path = '/doctor/appointments') {
  vi.stubGlobal('fetch', api.fetch);
  useSession.setState({ token: 'token-d', user: DOCTOR });
  useToasts.setState({ toasts: [] });
  await clearUserRows(localDb, DOCTOR._id);
  await localDb.appointments.bulkPut(
    [...api.rows.values()].map((r) => ({ ...r, userId: DOCTOR._id })),
  );
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  const user = userEvent.setup();
  view = render(<RouterProvider router={router} />);
  if (path === '/doctor/appointments') await screen.findByRole('tablist', { name: 'Appointments' });
  return user;
}

export async function unmount() {
  useSession.setState({ token: null, user: null });
  await act(() => refreshCollection('appointments'));
  view?.unmount();
  view = null;
  vi.unstubAllGlobals();
}

export const toasts = () => useToasts.getState().toasts.map((t) => `${t.title}: ${t.message}`);
export const panel = () => within(screen.getByRole('tabpanel'));
export const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
