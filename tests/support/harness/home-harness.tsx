import 'fake-indexeddb/auto';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, type RenderResult, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { useSession } from '#app/lib/session';
import { clearUserRows, localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
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

/** An appointment in the API's shape, `hoursFromNow` from the real clock, with doctor `doctor`. */
export function appointment(
  id: string,
  status: string,
  hoursFromNow: number,
  doctor = { id: 'd-1', name: 'Ayesha Khan' },
  extra: Record<string, unknown> = {},
) {
  const start = Math.floor((Date.now() + hoursFromNow * HOUR) / 60_000) * 60_000;
  return {
    _id: id,
    id,
    doctorId: doctor.id,
    patientId: PATIENT._id,
    doctor: {
      _id: doctor.id,
      userId: `u-${doctor.id}`,
      name: doctor.name,
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
    payment: { method: 'cash', status: 'pending' },
    ...extra,
  };
}

export function notification(id: string, isRead: boolean, minutesAgo: number, extra = {}) {
  return {
    _id: id,
    type: 'APPOINTMENT_CONFIRMED',
    title: `Title ${id}`,
    message: `Message ${id}`,
    isRead,
    createdAt: iso(Date.now() - minutesAgo * 60_000),
    ...extra,
  };
}

type Row = ReturnType<typeof appointment>;

/** The server behind fetch: lists, and the PATCHes it was sent. `down` fails every call. */
export class FakeApi {
  appointments: Row[] = [];
  notifications: ReturnType<typeof notification>[] = [];
  patches: string[] = [];
  down = false;

  fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    if (this.down) throw new TypeError('Failed to fetch');
    const json = (body: unknown) =>
      new Response(JSON.stringify({ success: true, data: body }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    if (req.method === 'GET' && url.pathname === '/api/appointments') {
      return json(this.appointments);
    }
    if (req.method === 'GET' && url.pathname === '/api/notifications') {
      return json({
        notifications: this.notifications,
        unreadCount: this.notifications.filter((n) => !n.isRead).length,
      });
    }
    if (req.method === 'PATCH') {
      this.patches.push(`${url.pathname}${url.search}`);
      if (url.pathname.endsWith('/read-all')) {
        for (const n of this.notifications) n.isRead = true;
      } else {
        const id = url.pathname.split('/')[3];
        for (const n of this.notifications) if (n._id === id) n.isRead = true;
      }
      return json({});
    }
    return new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 });
  };
}

let view: RenderResult | null = null;

/**
 * Renders `Screen` at `path` (the routes its links go to exist), on a device holding `api`'s
 * rows (unless `mirror` is false); answers a user-event session.
 */
export async function mount(
  api: FakeApi,
  Screen: () => React.ReactNode,
  {
    path = '/',
    mirror = true,
    user = PATIENT,
  }: { path?: string; mirror?: boolean; user?: User } = {},
) {
  vi.stubGlobal('fetch', api.fetch);
  useSession.setState({ token: 'token-1', user });
  await clearUserRows(localDb, user._id);
  if (mirror) {
    await localDb.appointments.bulkPut(api.appointments.map((r) => ({ ...r, userId: user._id })));
    await localDb.notifications.bulkPut(
      api.notifications.map((r) => ({ ...structuredClone(r), userId: user._id })),
    );
  }
  const rootRoute = createRootRoute();
  const routes = [
    '/patient/doctors',
    '/patient/doctors/$id',
    '/patient/appointments',
    '/patient/appointments/$appointmentId/pass',
    '/patient/reviews',
    '/patient/profile',
    '/patient/notifications',
    '/doctor/notifications',
  ]
    .filter((p) => p !== path)
    .map((p) => createRoute({ getParentRoute: () => rootRoute, path: p }));
  const page = createRoute({ getParentRoute: () => rootRoute, path, component: Screen });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, ...routes]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const session = userEvent.setup();
  view = render(<RouterProvider router={router} />);
  return session;
}

export async function unmount() {
  useSession.setState({ token: null, user: null });
  await act(async () => {
    await syncEngine.refresh('appointments').catch(() => undefined);
    await syncEngine.refresh('notifications').catch(() => undefined);
  });
  view?.unmount();
  view = null;
  vi.unstubAllGlobals();
}
