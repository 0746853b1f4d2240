import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import type { MirrorPatient } from './collections/patients';
import { createLocalDb, SCHEMA_VERSIONS } from './local-db';

describe('on-device database upgrades', () => {
  it('versions only ever count up, one at a time', () => {
    expect(SCHEMA_VERSIONS.map((v) => v.version)).toEqual(
      SCHEMA_VERSIONS.map((_, index) => index + 1),
    );
  });

  it('a device still on version 1 keeps its appointments, queue and sync times after the upgrade', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_VERSIONS[0].stores);
    await v1.open();
    await v1.table('appointments').put({
      userId: 'p1',
      _id: 'a1',
      status: 'scheduled',
      startTime: '2030-01-07T05:00:00.000Z',
      endTime: '2030-01-07T05:30:00.000Z',
    });
    await v1.table('profile').put({ userId: 'p1', name: 'Sana Tariq' });
    await v1.table('outbox').add({
      id: 'c0ffee00-0000-4000-8000-000000000001',
      kind: 'appointment.cancel',
      payload: { appointmentId: 'a1', reason: 'Ill' },
      userId: 'p1',
      entityId: 'a1',
      actedAt: 1,
      attempts: 0,
      nextAttemptAt: 1,
      lastError: null,
      lastStatus: null,
      state: 'waiting',
      description: 'Cancel',
    });
    await v1.table('meta').put({
      userId: 'p1',
      collection: 'appointments',
      lastSyncedAt: 5,
      lastAttemptAt: 5,
      lastError: null,
    });
    v1.close();

    const db = createLocalDb(name);
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSIONS.at(-1)?.version);
    expect(await db.appointments.get(['p1', 'a1'])).toMatchObject({ status: 'scheduled' });
    expect(await db.profile.get('p1')).toMatchObject({ name: 'Sana Tariq' });
    expect(await db.outbox.where('userId').equals('p1').toArray()).toMatchObject([
      { id: 'c0ffee00-0000-4000-8000-000000000001', state: 'waiting', seq: 1 },
    ]);
    expect(await db.meta.get(['p1', 'appointments'])).toMatchObject({ lastSyncedAt: 5 });
    // The tables added after version 1 are there and usable.
    await db.patients.put({ userId: 'd1', _id: 'p1', name: 'Sana Tariq' } as MirrorPatient);
    expect(await db.patients.where('userId').equals('d1').count()).toBe(1);
    // New items keep counting from the old queue's order.
    const seq = await db.outbox.add({
      id: 'c0ffee00-0000-4000-8000-000000000002',
      kind: 'appointment.cancel',
      payload: {},
      userId: 'p1',
      entityId: 'a2',
      actedAt: 2,
      attempts: 0,
      nextAttemptAt: 2,
      lastError: null,
      lastStatus: null,
      state: 'waiting',
      description: 'Cancel',
    });
    expect(seq).toBe(2);
    db.close();
  });
});
