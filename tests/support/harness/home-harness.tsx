import 'fake-indexeddb/auto';
import { onTestFinished } from 'vitest';
import { appointments } from '#app/offline/collections/appointments';
import { notifications } from '#app/offline/collections/notifications';
import { localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import type { User } from '#shared/schemas/user';
import {
  FakeServer,
  mountRouter,
  notFound,
  ok,
  PATIENT,
  pagesRouterAt,
  unmountFrom,
} from './app-harness';

export { PATIENT };

// The root layout registers the collections at sign-in; here the screens stand alone.
syncEngine.registerCollection(appointments);
syncEngine.registerCollection(notifications);

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
export class FakeApi extends FakeServer {
  appointments: Row[] = [];
  notifications: ReturnType<typeof notification>[] = [];
  patches: string[] = [];

  protected async answer(req: Request, url: URL) {
    if (req.method === 'GET' && url.pathname === '/api/appointments') {
      return ok(this.appointments);
    }
    if (req.method === 'GET' && url.pathname === '/api/notifications') {
      return ok({
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
      return ok({});
    }
    return notFound();
  }
}

/** The screens whose links `Screen` follows; each an empty page. */
const LINKED = [
  '/patient/doctors',
  '/patient/doctors/$id',
  '/patient/appointments',
  '/patient/appointments/$appointmentId/pass',
  '/patient/reviews',
  '/patient/profile',
  '/patient/notifications',
  '/doctor/notifications',
];

/**
 * Renders `Screen` at `path` (the routes its links go to exist), on a device holding `api`'s
 * rows (unless `mirror` is false); answers a user-event session. The test takes it down again
 * when it finishes.
 */
export function mount(
  api: FakeApi,
  Screen: () => React.ReactNode,
  {
    path = '/',
    mirror = true,
    user = PATIENT,
  }: { path?: string; mirror?: boolean; user?: User } = {},
) {
  onTestFinished(unmount);
  const pages = Object.fromEntries(LINKED.map((p) => [p, null]));
  const fill = async () => {
    if (!mirror) return;
    await localDb.appointments.bulkPut(api.appointments.map((r) => ({ ...r, userId: user._id })));
    await localDb.notifications.bulkPut(
      api.notifications.map((r) => ({ ...structuredClone(r), userId: user._id })),
    );
  };
  return mountRouter(
    { fetch: api.fetch, user, fill },
    pagesRouterAt({ ...pages, [path]: Screen }, path),
  );
}

export const unmount = () => unmountFrom('appointments', 'notifications');
