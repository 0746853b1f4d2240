// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { etagKey, knownEtag, rememberEtag } from '#app/lib/etag-store';
import { useSession } from '#app/lib/session';
import { DEFAULT_CHOICES } from '#shared/schemas/notification-preferences';
import type { User } from '#shared/schemas/user';
import type { MirrorNotification } from './collections/notifications';
import { localDb } from './local-db';
import { syncEngine, unsyncedWarning } from './outbox';
import { signOut } from './sign-out';

const user = (id: string): User => ({
  _id: id,
  name: 'Sana Tariq',
  email: `${id}@example.com`,
  role: 'patient',
  isVerified: true,
  status: 'active',
  createdAt: '2030-01-01T00:00:00.000Z',
});

function item(userId: string, n: number, state: 'waiting' | 'failed' = 'waiting') {
  return {
    id: `c0ffee00-0000-4000-8000-00000000000${n}`,
    kind: 'appointment.cancel',
    payload: { appointmentId: `a${n}`, reason: 'Ill' },
    userId,
    entityId: `a${n}`,
    actedAt: n,
    attempts: 0,
    nextAttemptAt: n,
    lastError: null,
    lastStatus: null,
    state,
    description: 'Cancel',
  } as const;
}

async function fillDevice() {
  for (const userId of ['p1', 'p2']) {
    await localDb.appointments.put({
      userId,
      _id: `${userId}-a`,
      status: 'scheduled',
      startTime: '2030-01-07T05:00:00.000Z',
      endTime: '2030-01-07T05:30:00.000Z',
    });
    await localDb.notifications.put({
      userId,
      _id: `${userId}-n`,
      isRead: false,
      createdAt: '2030-01-01T00:00:00.000Z',
    } as MirrorNotification);
    await localDb.profile.put({ userId, name: 'Someone' });
    await localDb.notificationPreferences.put({
      userId,
      ...structuredClone(DEFAULT_CHOICES),
      language: 'ur',
      consent: {
        sms: { at: '2030-01-01T00:00:00.000Z', device: 'Chrome on Android' },
        whatsapp: null,
      },
      phone: '+923001234567',
    });
    // The front desk's days, letter and receipts (ADR 154, 155) go too; the device key stays.
    const practice = {
      id: 'pr',
      name: 'Saddar',
      city: 'Rawalpindi',
      doctorId: 'd',
      doctorName: 'A',
      fee: 1500,
    };
    await localDb.deskDays.put({
      userId,
      _id: 'pr:2030-01-07',
      practice,
      date: '2030-01-07',
      visits: [],
    });
    await localDb.deskDevices.put({ userId, practiceId: 'pr', letter: 'B', last: 4 });
    await localDb.deskReceipts.put({
      userId,
      _id: `${userId}-a`,
      practiceId: 'pr',
      date: '2030-01-07',
      patientName: 'Sana',
      receipt: {
        number: 'B-0004',
        kind: 'payment',
        amount: 1,
        method: 'cash',
        takenBy: 'R',
        at: 'x',
      },
      synced: false,
    });
    await localDb.meta.put({
      userId,
      collection: 'appointments',
      lastSyncedAt: 1,
      lastAttemptAt: 1,
      lastError: null,
    });
  }
  await localDb.outbox.add(item('p1', 1));
  await localDb.outbox.add(item('p1', 2));
  await localDb.outbox.add(item('p1', 3, 'failed'));
  await localDb.outbox.add(item('p2', 4));
}

function fakeCaches(names: string[]) {
  const held = new Set(names);
  vi.stubGlobal('caches', {
    keys: async () => [...held],
    delete: async (name: string) => held.delete(name),
  });
  return held;
}

describe('signing out', () => {
  beforeEach(async () => {
    await Promise.all(localDb.tables.map((t) => t.clear()));
    // The server cannot be reached: sign-out must still clear the device.
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('counts the changes that have not synced, for the warning', async () => {
    await fillDevice();
    expect(await syncEngine.countUnsynced('p1')).toBe(2);
    expect(unsyncedWarning(2)).toBe('You have 2 changes that have not synced yet.');
  });

  it("removes the user's mirror, queue, sync times and the runtime caches, and nobody else's", async () => {
    await fillDevice();
    const caches = fakeCaches(['mashwara-runtime-doctors', 'workbox-precache-v2-http://x/']);
    useSession.setState({ token: 'token-of-p1', user: user('p1') });

    await signOut();

    expect(useSession.getState()).toMatchObject({ token: null, user: null });
    for (const table of localDb.tables) {
      expect(await table.where('userId').equals('p1').count(), table.name).toBe(0);
    }
    expect(await localDb.appointments.where('userId').equals('p2').count()).toBe(1);
    expect(await localDb.notificationPreferences.get('p2')).toMatchObject({ language: 'ur' });
    expect(await localDb.outbox.where('userId').equals('p2').count()).toBe(1);
    expect([...caches]).toEqual(['workbox-precache-v2-http://x/']);
  });

  it('forgets the answers kept for If-None-Match', async () => {
    fakeCaches([]);
    const key = etagKey('/doctors/search', { page: 1 }, 'token-of-p1');
    rememberEtag(key, 'W/"v1"', { success: true, data: [] });
    useSession.setState({ token: 'token-of-p1', user: user('p1') });
    await signOut();
    expect(knownEtag(key)).toBeUndefined();
  });
});
