import 'fake-indexeddb/auto';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, type RenderResult, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { TabId } from '#app/features/appointments/tabs';
import { clearUserRows, localDb } from '#app/lib/local-db';
import { refreshCollection } from '#app/lib/sync-queue';
import { createAppRouter } from '#app/router';
import { useSession } from '#app/stores/session';
import { useToasts } from '#app/stores/toasts';
import { DEFAULT_SETTINGS, toPublicSettings } from '#shared/schemas/settings';
import type { User } from '#shared/schemas/user';

export const PATIENT: User = {
  _id: 'p-1',
  name: 'Sana Malik',
  email: 'sana@example.pk',
  role: 'patient',
  isVerified: true,
  status: 'active',
  createdAt: '2030-01-01T00:00:00.000Z',
};

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** An appointment in api.md's shape, `hoursFromNow` from the real clock. */
export function appointment(id: string, status: string, hoursFromNow: number, extra = {}) {
  const start = Math.floor((Date.now() + hoursFromNow * HOUR) / 1_800_000) * 1_800_000;
  return {
    _id: id,
    id,
    doctorId: 'd-1',
    patientId: PATIENT._id,
    doctor: {
      _id: 'd-1',
      userId: 'du-1',
      name: 'Ayesha Khan',
      specialization: 'Cardiology',
      clinicName: 'Heart Clinic',
      image: null,
    },
    startTime: iso(start),
    endTime: iso(start + HOUR / 2),
    type: 'consultation',
    reason: 'Chest pain',
    status,
    fee: 1500,
    ...extra,
  };
}

export type Row = ReturnType<typeof appointment>;
type Answer = { status: number; body: unknown } | 'network-error';

/**
 * A stand-in for the server behind fetch: the appointment list, and a queue of answers for
 * the next POSTs (a network error, a refusal, or the default: the change applied).
 */
export class FakeApi {
  rows = new Map<string, Row>();
  next: Answer[] = [];
  posts: { path: string; body: unknown; key: string | null }[] = [];
  /** Free slots by date, for the availability call; `listFails` makes GET /appointments fail. */
  slots = new Map<string, { start: string; end: string }[]>();
  listFails = false;

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
      if (this.listFails) throw new TypeError('Failed to fetch');
      return json(200, { success: true, data: [...this.rows.values()] });
    }
    if (req.method === 'GET' && url.pathname === '/api/settings/public') {
      return json(200, { success: true, data: toPublicSettings(DEFAULT_SETTINGS) });
    }
    if (req.method === 'GET' && url.pathname.endsWith('/availability')) {
      const date = url.searchParams.get('date') ?? '';
      return json(200, { success: true, data: { slots: this.slots.get(date) ?? [] } });
    }
    // Other reads of the signed-in app (the profile, notifications) are not this screen's.
    if (req.method === 'GET') return json(404, { success: false, message: 'Not found' });
    const body = req.method === 'POST' ? await req.json() : undefined;
    this.posts.push({ path: url.pathname, body, key: req.headers.get('idempotency-key') });
    const answer = this.next.shift();
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer) return json(answer.status, answer.body);
    const id = url.pathname.split('/')[3]!;
    const row = this.rows.get(id)!;
    const changed = url.pathname.endsWith('/cancel')
      ? { ...row, status: 'cancelled', cancellationReason: body.reason }
      : { ...row, startTime: body.startTime, endTime: body.endTime };
    this.rows.set(id, changed);
    return json(200, { success: true, data: changed });
  };
}

export let router: ReturnType<typeof createAppRouter>;

let view: RenderResult | null = null;

/** Renders My Appointments on a device holding `api`'s rows; answers a user-event session. */
export async function mount(
  api: FakeApi,
  initialTab: TabId = 'upcoming',
  /** Runs on the emptied device before the screen renders. */
  prepare?: () => Promise<unknown>,
) {
  vi.stubGlobal('fetch', api.fetch);
  useSession.setState({ token: 'token-1', user: PATIENT });
  useToasts.setState({ toasts: [] });
  await clearUserRows(localDb, PATIENT._id);
  await localDb.appointments.bulkPut(
    [...api.rows.values()].map((r) => ({ ...r, userId: PATIENT._id })),
  );
  await prepare?.();
  // The real route: the list from the mirror, the reschedule slots from its loader.
  const search = initialTab === 'upcoming' ? '' : `?tab=${initialTab}`;
  router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [`/patient/appointments${search}`] }),
  });
  const user = userEvent.setup();
  view = render(<RouterProvider router={router} />);
  await screen.findByRole('tablist', { name: 'Appointments' });
  return user;
}

export async function unmount() {
  // Signed out first, so nothing the engine still runs reaches the real network.
  useSession.setState({ token: null, user: null });
  // A refresh still in flight is joined, so it cannot write into the next test's device.
  await act(() => refreshCollection('appointments'));
  view?.unmount();
  view = null;
  vi.unstubAllGlobals();
}

export const toasts = () => useToasts.getState().toasts.map((t) => `${t.title}: ${t.message}`);

/** Queries inside the shown tab's panel. */
export const panel = () => within(screen.getByRole('tabpanel'));

/** A tab by its name; its accessible name ends with the count ("Upcoming 2"). */
export const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
