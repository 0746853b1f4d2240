import { describe, expect, it } from 'vitest';
import { cancelKind, createHarness, outbox, syncMirror } from './engine-harness';
import type { OutboxItem } from './local-db';

describe('queues and users', () => {
  it("user A's queued changes are never sent with user B's token", async () => {
    const h = createHarness();
    h.server.addAppointment({ _id: 'a1', patientId: 'pa' });
    h.server.addAppointment({ _id: 'b1', patientId: 'pb' });
    h.signIn('pa');
    await syncMirror(h);
    h.server.offline = true;
    await h.engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    await h.engine.replay();

    // A signs out without the change syncing (the token expired); B signs in on the same device.
    h.signIn('pb');
    h.server.offline = false;
    await syncMirror(h);
    await h.engine.enqueue(cancelKind, { appointmentId: 'b1', reason: 'Away' });
    await h.engine.wake();

    expect(h.server.received.map((r) => [r.path, r.userId])).toEqual([
      ['/appointments/b1/cancel', 'pb'],
    ]);
    expect((await outbox(h)).map((i) => [i.userId, i.state])).toEqual([['pa', 'waiting']]);

    // Back as A: A's change goes with A's token.
    h.signIn('pa');
    await h.engine.wake();
    expect(h.server.received.map((r) => [r.path, r.userId])).toEqual([
      ['/appointments/b1/cancel', 'pb'],
      ['/appointments/a1/cancel', 'pa'],
    ]);
  });

  it('an expired token pauses the queue until the user signs in again', async () => {
    const h = createHarness();
    h.server.addAppointment({ _id: 'a1', patientId: 'p1' });
    h.server.addAppointment({ _id: 'a2', patientId: 'p1' });
    h.signIn('p1');
    await syncMirror(h);
    h.server.tokens.clear();
    await h.engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    await h.engine.enqueue(cancelKind, { appointmentId: 'a2', reason: 'Ill' });
    await h.engine.replay();
    expect(h.server.received).toHaveLength(1);
    expect((await outbox(h)).map((i) => i.state)).toEqual(['waiting', 'waiting']);
    expect((await outbox(h))[0].lastError).toBe('Authentication required');

    h.clock.now += 60 * 60_000;
    await h.engine.replay();
    expect(h.server.received).toHaveLength(1);

    h.signIn('p1');
    await h.engine.replay();
    expect(h.server.effects).toEqual(['cancel a1', 'cancel a2']);
  });

  it('a change claimed for sending just as its user signs out is not sent, and waits', async () => {
    const h = createHarness();
    h.server.addAppointment({ _id: 'a1', patientId: 'p1' });
    h.signIn('p1');
    await syncMirror(h);
    // The sign-out lands while the engine marks the change as syncing, after it read the session.
    h.db.outbox.hook('updating', (change: Partial<OutboxItem>) => {
      if (change.state === 'syncing') h.session.current = null;
    });
    await h.engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    await h.engine.replay();
    expect(h.server.received).toEqual([]);
    expect((await outbox(h)).map((i) => [i.state, i.attempts])).toEqual([['waiting', 0]]);
  });

  it('nothing can be queued while signed out', async () => {
    const h = createHarness();
    await expect(
      h.engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' }),
    ).rejects.toThrow('Sign in to make changes.');
    expect(await outbox(h)).toEqual([]);
  });
});
