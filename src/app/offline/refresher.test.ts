import { describe, expect, it } from 'vitest';
import { cancelKind, signedInWith } from './engine-harness';

describe('refreshing the on-device mirror', () => {
  it('fills the mirror with the signed-in user’s rows and records when', async () => {
    const h = signedInWith('a1');
    h.server.addAppointment({ _id: 'b1', patientId: 'p2' });
    await h.engine.refresh('appointments');

    expect(await h.db.appointments.toArray()).toMatchObject([{ _id: 'a1', userId: 'p1' }]);
    expect(await h.db.meta.get(['p1', 'appointments'])).toEqual({
      userId: 'p1',
      collection: 'appointments',
      lastSyncedAt: h.clock.now,
      lastAttemptAt: h.clock.now,
      lastError: null,
    });
  });

  it('keeps the last copy when the server cannot be reached and says why', async () => {
    const h = signedInWith('a1');
    await h.engine.refresh('appointments');
    const syncedAt = h.clock.now;
    h.clock.now += 5 * 60_000;
    h.server.offline = true;
    await h.engine.refresh('appointments');

    expect(await h.db.appointments.count()).toBe(1);
    expect(await h.db.meta.get(['p1', 'appointments'])).toMatchObject({
      lastSyncedAt: syncedAt,
      lastAttemptAt: h.clock.now,
      lastError: 'Network error. Please check your connection.',
    });
  });

  it('does not undo changes still waiting to sync, and drops rows the server no longer has', async () => {
    const h = signedInWith('a1', 'a2');
    await h.engine.refresh('appointments');
    h.server.failures.push({ status: 500, message: 'Something went wrong' });
    await h.engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    await h.engine.replay();
    h.server.appointments.delete('a2');
    await h.engine.refresh('appointments');

    expect(await h.db.appointments.toArray()).toMatchObject([
      { _id: 'a1', status: 'cancelled', cancellationReason: 'Ill' },
    ]);
    expect(h.server.appointments.get('a1')?.status).toBe('scheduled');
  });

  it('keeps a record the answer leaves out (beyond the device window) while a change to it waits', async () => {
    const h = signedInWith('far');
    await h.engine.refresh('appointments');
    h.server.failures.push({ status: 500, message: 'Something went wrong' });
    await h.engine.enqueue(cancelKind, { appointmentId: 'far', reason: 'Ill' });
    await h.engine.replay();
    // The server still has it, but no longer sends it (as a doctor's window moves on).
    const far = h.server.appointments.get('far')!;
    h.server.appointments.delete('far');
    await h.engine.refresh('appointments');
    expect(await h.db.appointments.toArray()).toMatchObject([
      { _id: 'far', status: 'cancelled', cancellationReason: 'Ill' },
    ]);

    // Once the change has reached the server, the next refresh may let it go.
    h.server.appointments.set('far', far);
    h.clock.now += 60_000;
    await h.engine.replay();
    h.server.appointments.delete('far');
    await h.engine.refresh('appointments');
    expect(await h.db.appointments.count()).toBe(0);
  });

  it('writes nothing for a user who signed out while the list was loading', async () => {
    const h = signedInWith('a1');
    const refreshing = h.engine.refresh('appointments');
    h.session.current = null;
    await h.engine.clearUser('p1');
    await refreshing;
    expect(await h.db.appointments.count()).toBe(0);
    expect(await h.db.meta.count()).toBe(0);
  });
});
