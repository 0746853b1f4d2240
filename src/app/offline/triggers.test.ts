import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { SyncEngine } from './engine';
import { cancelKind, type Harness, signedInWith, syncedWith, syncMirror } from './engine-harness';
import type { LockLike } from './types';

/** A second engine on the harness's database and server, before any kind is registered. */
const bareEngine = (h: Harness, extra: Partial<ConstructorParameters<typeof SyncEngine>[0]> = {}) =>
  new SyncEngine({
    db: h.db,
    transport: h.server.transport,
    getSession: () => h.session.current,
    now: () => h.clock.now,
    random: () => 0,
    locks: null,
    ...extra,
  });

function engineWith(h: Harness, extra: Partial<ConstructorParameters<typeof SyncEngine>[0]>) {
  const engine = bareEngine(h, extra);
  engine.registerKind(cancelKind);
  return engine;
}

describe('what makes the queue replay', () => {
  it('a change queued before the sign-in registration has loaded still goes, once', async () => {
    const h = await syncedWith('a1');
    // A screen can be quicker than the chunk that registers every kind at sign-in.
    const engine = bareEngine(h);
    const { settled } = await engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    expect((await settled).status).toBe('applied');
    expect(h.server.effects).toEqual(['cancel a1']);
    expect((await h.db.appointments.get(['p1', 'a1']))?.status).toBe('cancelled');
  });

  it('only the tab holding the lock replays; the others leave the queue alone', async () => {
    const h = await syncedWith('a1');
    let held = true;
    const locks: LockLike = {
      request: async (_name, options, callback) => {
        expect(options.ifAvailable).toBe(true);
        await callback(held ? null : { name: 'mashwara-sync-queue' });
      },
    };
    const engine = engineWith(h, { locks });
    await engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    await engine.replay();
    expect(h.server.received).toHaveLength(0);

    held = false;
    await engine.replay();
    expect(h.server.effects).toEqual(['cancel a1']);
  });

  it('replays on reconnect and on a timer set for the end of the backoff', async () => {
    const h = await syncedWith('a1');
    const events = new EventTarget();
    const timers: { fn: () => void; ms: number }[] = [];
    const engine = engineWith(h, {
      events,
      setTimer: (fn, ms) => timers.push({ fn, ms }),
      clearTimer: () => {},
    });
    const stop = engine.start();
    h.server.failures.push({ status: 500, message: 'Something went wrong' });
    await engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    await engine.replay();
    expect(timers.at(-1)?.ms).toBe(1000);

    h.clock.now += 1000;
    timers.at(-1)?.fn();
    await engine.replay();
    expect(h.server.effects).toEqual(['cancel a1']);

    // Offline, then back: the `online` event sends at once.
    await syncMirror(h);
    h.server.addAppointment({ _id: 'a2', patientId: 'p1' });
    h.server.offline = true;
    await engine.enqueue(cancelKind, { appointmentId: 'a2', reason: 'Ill' });
    await engine.replay();
    h.server.offline = false;
    events.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await engine.replay();
    expect(h.server.effects).toEqual(['cancel a1', 'cancel a2']);
    stop();
  });

  it('tells the offline indicator whether the server could be reached', async () => {
    const h = signedInWith('a1');
    const reports: boolean[] = [];
    const engine = engineWith(h, { onNetwork: (reachable) => reports.push(reachable) });
    h.server.offline = true;
    await engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    await engine.replay();
    h.server.offline = false;
    h.server.failures.push({ status: 503, message: 'The service is under maintenance' });
    await engine.wake();
    h.clock.now += 60_000;
    await engine.replay();
    // No answer, then an answer that said no (the server is there), then a success.
    expect(reports).toEqual([false, true, true]);
  });
});
