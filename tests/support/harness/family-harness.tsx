import 'fake-indexeddb/auto';
import { FamilyScreen } from '#app/features/profile/components/family-screen';
import { familyMembers } from '#app/offline/collections/family-members';
import { localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import type { FamilyMember } from '#shared/schemas/family-member';
import { EMPTY_EMERGENCY_CONTACT, EMPTY_MEDICAL_HISTORY } from '#shared/schemas/patient';
import {
  FakeServer,
  json,
  mountRouter,
  ok,
  PATIENT,
  pagesRouterAt,
  setOnline,
  toasts,
  unmountFrom,
} from './app-harness';

export { PATIENT, setOnline, toasts };

// The root layout registers the collections at sign-in; here the screen stands alone.
syncEngine.registerCollection(familyMembers);

export function member(extra: Partial<FamilyMember> = {}): FamilyMember {
  const id = extra._id ?? 'c0a8012e-0000-4000-8000-00000000c41d';
  return {
    _id: id,
    id,
    name: 'Ahmed Malik',
    relationship: 'child',
    dateOfBirth: '2019-05-01',
    gender: 'male',
    bloodGroup: 'O+',
    emergencyContact: EMPTY_EMERGENCY_CONTACT,
    medicalHistory: EMPTY_MEDICAL_HISTORY,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...extra,
  };
}

/** /api/family-members as the server answers it (ADR 095). */
export class FakeFamilyApi extends FakeServer {
  members = new Map<string, FamilyMember>();
  /** Every change that reached the server: method, path and body. */
  calls: { method: string; path: string; body: Record<string, unknown> | null }[] = [];

  constructor(...members: FamilyMember[]) {
    super();
    for (const m of members) this.members.set(m._id, m);
  }

  protected async answer(req: Request, url: URL) {
    if (!url.pathname.startsWith('/api/family-members')) return json(404, { message: 'Not found' });
    if (req.method === 'GET') return ok({ familyMembers: [...this.members.values()] });
    const body = req.method === 'DELETE' ? null : ((await req.json()) as Record<string, unknown>);
    this.calls.push({ method: req.method, path: `${url.pathname}${url.search}`, body });
    const id = url.pathname.split('/')[3] ?? String(body?.id);
    if (req.method === 'DELETE') {
      this.members.delete(id);
      return ok({ _id: id }, 'Family member removed');
    }
    const { updatedAt: _base, ...fields } = body ?? {};
    const saved = {
      ...member(),
      ...this.members.get(id),
      ...fields,
      _id: id,
      id,
      updatedAt: '2030-02-01T00:00:00.000Z',
    } as FamilyMember;
    this.members.set(id, saved);
    return ok(saved);
  }
}

/** The Family members screen on a device holding `onDevice` (the server's members by default). */
export function mount(api: FakeFamilyApi, onDevice = [...api.members.values()]) {
  const fill = () =>
    localDb.familyMembers.bulkPut(onDevice.map((m) => ({ ...m, userId: PATIENT._id })));
  const router = pagesRouterAt(
    { '/patient/family': FamilyScreen, '/patient/profile': null, '/patient/emergency-card': null },
    '/patient/family',
  );
  return mountRouter({ fetch: api.fetch, user: PATIENT, fill }, router);
}

export const unmount = () => unmountFrom('familyMembers');
