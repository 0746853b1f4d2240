import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#app/lib/api-client';
import { SyncEngine } from '#app/offline/engine';
import { createLocalDb } from '#app/offline/local-db';
import type { SendRequest } from '#app/offline/types';
import { EMPTY_EMERGENCY_CONTACT, EMPTY_MEDICAL_HISTORY } from '#shared/schemas/patient';
import { familyAddKind, familyRemoveKind, familySaveKind } from './family-kinds';

/**
 * The family-member kinds against a stand-in for /api/family-members with the server's rules
 * (ADR 095): the first answer per Idempotency-Key is replayed, an add with an id already taken
 * answers the member unchanged, an edit from an older version is refused with 409.
 */
function setUp() {
  const db = createLocalDb(`family-${crypto.randomUUID()}`);
  const server = {
    members: new Map<string, Record<string, unknown>>(),
    answers: new Map<string, { data?: unknown; error?: [number, string] }>(),
    effects: [] as string[],
    clock: 0,
    offline: false,
    dropAnswers: false,
  };
  const iso = (s: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, s)).toISOString();
  const apply = (r: SendRequest): { data?: unknown; error?: [number, string] } => {
    const body = (r.body ?? {}) as Record<string, unknown>;
    const id = /^\/family-members\/([^?]+)/.exec(r.path)?.[1];
    if (r.method === 'POST') {
      const found = server.members.get(String(body.id));
      if (found) return { data: found };
      const member = { ...body, _id: body.id, createdAt: iso(0), updatedAt: iso(++server.clock) };
      server.members.set(String(body.id), member);
      server.effects.push(`add ${String(body.name)}`);
      return { data: member };
    }
    const member = id ? server.members.get(id) : undefined;
    if (!member) return { error: [404, 'Family member not found'] };
    if (r.method === 'DELETE') {
      server.members.delete(id!);
      server.effects.push(`remove ${String(member.name)} ${r.path.split('?')[1]}`);
      return { data: { _id: id } };
    }
    if (typeof body.updatedAt === 'string' && body.updatedAt < String(member.updatedAt))
      return { error: [409, 'This family member was changed elsewhere'] };
    const { updatedAt: _base, ...fields } = body;
    Object.assign(member, fields, { updatedAt: iso(++server.clock) });
    server.effects.push(`save ${String(member.name)}`);
    return { data: { ...member } };
  };
  const transport = async (r: SendRequest) => {
    if (server.offline) throw new ApiError('Network error. Please check your connection.');
    if (!server.answers.has(r.idempotencyKey)) server.answers.set(r.idempotencyKey, apply(r));
    if (server.dropAnswers) throw new ApiError('Network error. Please check your connection.');
    const answer = server.answers.get(r.idempotencyKey)!;
    if (answer.error)
      throw new ApiError(answer.error[1], answer.error[0], { message: answer.error[1] });
    return answer.data;
  };
  const engine = new SyncEngine({
    db,
    transport,
    getSession: () => ({ userId: 'p1', token: 't1', role: 'patient' }),
    now: () => Date.parse('2030-01-01T09:00:00.000Z'),
    random: () => 0.5,
    locks: null,
  });
  return { db, server, engine };
}

const CHILD = {
  name: 'Ahmed Malik',
  relationship: 'child' as const,
  dateOfBirth: '2019-05-01',
  gender: 'male' as const,
  bloodGroup: 'O+' as const,
  emergencyContact: EMPTY_EMERGENCY_CONTACT,
  medicalHistory: EMPTY_MEDICAL_HISTORY,
};
const ID = 'c0a8012e-0000-4000-8000-00000000c41d';

describe('family members changed offline', () => {
  it('an add and an edit made offline show at once and reach the server once each, in order, even when an answer is lost', async () => {
    const { db, server, engine } = setUp();
    server.offline = true;
    await engine.enqueue(familyAddKind, { ...CHILD, id: ID });
    await engine.enqueue(familySaveKind, { ...CHILD, name: 'Ahmed Ali Malik', id: ID });
    expect(await db.familyMembers.get(['p1', ID])).toMatchObject({ name: 'Ahmed Ali Malik' });

    server.offline = false;
    server.dropAnswers = true;
    await engine.replay();
    server.dropAnswers = false;
    await engine.wake();
    await engine.replay();
    await engine.replay();
    expect(server.effects).toEqual(['add Ahmed Malik', 'save Ahmed Ali Malik']);
    expect(await db.familyMembers.get(['p1', ID])).toMatchObject({
      name: 'Ahmed Ali Malik',
      updatedAt: server.members.get(ID)!.updatedAt,
    });
    expect(await engine.countUnsynced('p1')).toBe(0);
  });

  it('a second edit queued behind the first starts from the version the first one wrote', async () => {
    const { db, server, engine } = setUp();
    await engine.enqueue(familyAddKind, { ...CHILD, id: ID });
    await engine.replay();
    const base = String(server.members.get(ID)!.updatedAt);
    server.offline = true;
    await engine.enqueue(familySaveKind, { ...CHILD, bloodGroup: 'A+', updatedAt: base, id: ID });
    await engine.enqueue(familySaveKind, { ...CHILD, bloodGroup: 'B+', updatedAt: base, id: ID });
    server.offline = false;
    await engine.replay();
    expect(server.effects).toEqual(['add Ahmed Malik', 'save Ahmed Malik', 'save Ahmed Malik']);
    expect(await db.familyMembers.get(['p1', ID])).toMatchObject({ bloodGroup: 'B+' });
  });

  it('a removal leaves the device at once and is sent once, with the confirmation the patient gave', async () => {
    const { db, server, engine } = setUp();
    await engine.enqueue(familyAddKind, { ...CHILD, id: ID });
    await engine.replay();
    server.offline = true;
    await engine.enqueue(familyRemoveKind, { id: ID, name: CHILD.name, confirm: true });
    expect(await db.familyMembers.get(['p1', ID])).toBeUndefined();
    server.offline = false;
    await engine.replay();
    await engine.replay();
    expect(server.effects).toEqual(['add Ahmed Malik', 'remove Ahmed Malik confirm=true']);
  });
});
