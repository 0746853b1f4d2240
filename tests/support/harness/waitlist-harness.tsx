import 'fake-indexeddb/auto';
import { WaitlistJoin } from '#app/features/waitlist/components/waitlist-join';
import { WaitlistScreen } from '#app/features/waitlist/components/waitlist-screen';
import { familyMembers } from '#app/offline/collections/family-members';
import { waitlist } from '#app/offline/collections/waitlist';
import { localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import type { Doctor } from '#shared/schemas/doctor';
import type { FamilyMember } from '#shared/schemas/family-member';
import type { WaitlistEntry } from '#shared/schemas/waitlist';
import {
  FakeServer,
  json,
  mountRouter,
  ok,
  PATIENT,
  pagesRouterAt,
  toasts,
  unmountFrom,
} from './app-harness';

export { PATIENT, toasts };

// The root layout registers the collections at sign-in; here the screens stand alone.
syncEngine.registerCollection(waitlist);
syncEngine.registerCollection(familyMembers);

export const DOCTOR_ID = '5d3f1a4e-2b1c-4d7e-9a8b-0c1d2e3f4a5b';

export function entry(extra: Partial<WaitlistEntry> = {}): WaitlistEntry {
  const id = extra._id ?? 'e0a8012e-0000-4000-8000-0000000000e1';
  return {
    _id: id,
    id,
    doctor: {
      id: DOCTOR_ID,
      userId: 'du-1',
      name: 'Dr. Ayesha Khan',
      specialization: 'Cardiology',
    },
    familyMember: null,
    practiceId: null,
    kind: null,
    from: '2030-03-01',
    to: '2030-03-10',
    status: 'waiting',
    place: 2,
    createdAt: '2030-01-01T00:00:00.000Z',
    offer: null,
    ...extra,
  };
}

/** /api/waitlist as the server answers it (ADR 101). */
export class FakeWaitlistApi extends FakeServer {
  entries = new Map<string, WaitlistEntry>();
  members: FamilyMember[] = [];
  calls: { method: string; path: string; body: Record<string, unknown> | null }[] = [];

  constructor(...entries: WaitlistEntry[]) {
    super();
    for (const e of entries) this.entries.set(e._id, e);
  }

  protected async answer(req: Request, url: URL) {
    if (url.pathname === '/api/family-members') return ok({ familyMembers: this.members });
    if (!url.pathname.startsWith('/api/waitlist')) return json(404, { message: 'Not found' });
    if (req.method === 'GET') return ok({ entries: [...this.entries.values()] });
    const body = req.method === 'DELETE' ? null : ((await req.json()) as Record<string, unknown>);
    this.calls.push({ method: req.method, path: url.pathname, body });
    if (req.method === 'DELETE') {
      const id = url.pathname.split('/')[3]!;
      const left = { ...this.entries.get(id)!, status: 'left' as const, place: 0 };
      this.entries.delete(id);
      return ok(left, 'You left the waitlist');
    }
    const created = entry({
      _id: 'e-new',
      id: 'e-new',
      from: String(body?.from),
      to: String(body?.to),
      place: 1,
    });
    this.entries.set(created._id, created);
    return json(201, { success: true, data: created });
  }
}

/** The patient's waitlist screen on a device holding the server's entries. */
export function mountScreen(api: FakeWaitlistApi) {
  const fill = () =>
    localDb.waitlist.bulkPut([...api.entries.values()].map((e) => ({ ...e, userId: PATIENT._id })));
  const router = pagesRouterAt(
    {
      '/patient/waitlist': WaitlistScreen,
      '/patient/appointments': null,
      '/patient/doctors': null,
      '/patient/book-appointment/$doctorId': null,
    },
    '/patient/waitlist',
  );
  return mountRouter({ fetch: api.fetch, user: PATIENT, fill }, router);
}

const DOCTOR = {
  _id: DOCTOR_ID,
  userId: 'du-1',
  name: 'Dr. Ayesha Khan',
  specialization: 'Cardiology',
} as Doctor;

/**
 * "Notify me if a slot opens" as the booking page shows it, for a device with `members`, on the
 * page of `practiceId` when given.
 */
export function mountJoin(api: FakeWaitlistApi, members: FamilyMember[] = [], practiceId?: string) {
  api.members = members;
  const fill = () =>
    localDb.familyMembers.bulkPut(members.map((m) => ({ ...m, userId: PATIENT._id })));
  const router = pagesRouterAt(
    {
      '/booking': () => <WaitlistJoin doctor={DOCTOR} practiceId={practiceId} />,
      '/patient/waitlist': null,
    },
    '/booking',
  );
  return mountRouter({ fetch: api.fetch, user: PATIENT, fill }, router);
}

export const unmount = () => unmountFrom('waitlist', 'familyMembers');
