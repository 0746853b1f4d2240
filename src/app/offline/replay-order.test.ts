import { describe, expect, it } from 'vitest';
import { cancelKind, outbox, reschedule, rescheduleKind, syncedWith } from './engine-harness';

describe('sync queue replay order', () => {
  it('replays queued changes first in, first out once the connection is back', async () => {
    const h = await syncedWith('a1', 'a2', 'a3');
    h.server.offline = true;
    await h.engine.enqueue(cancelKind, { appointmentId: 'a2', reason: 'Travelling' });
    await h.engine.enqueue(rescheduleKind, reschedule('a1', '2030-01-08T05:00:00.000Z'));
    await h.engine.enqueue(cancelKind, { appointmentId: 'a3', reason: 'Better' });
    await h.engine.replay();
    expect(h.server.effects).toEqual([]);

    h.server.offline = false;
    await h.engine.wake();

    expect(h.server.effects).toEqual([
      'cancel a2',
      'reschedule a1 2030-01-08T05:00:00.000Z',
      'cancel a3',
    ]);
    expect(await outbox(h)).toEqual([]);
  });

  it('changes the mirror at once and marks the change as waiting to sync', async () => {
    const h = await syncedWith('a1');
    h.server.offline = true;
    await h.engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    await h.engine.replay();

    const row = await h.db.appointments.get(['p1', 'a1']);
    expect(row?.status).toBe('cancelled');
    expect(row?.cancellationReason).toBe('Ill');
    const [item] = await outbox(h);
    expect(item).toMatchObject({ state: 'waiting', entityId: 'a1', attempts: 1, userId: 'p1' });
    expect(h.server.appointments.get('a1')?.status).toBe('scheduled');
  });

  it('holds later changes to the same appointment behind one that must be retried, but not others', async () => {
    const h = await syncedWith('a1', 'a2');
    h.server.offline = true;
    await h.engine.enqueue(rescheduleKind, reschedule('a1', '2030-01-09T05:00:00.000Z'));
    await h.engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Changed plans' });
    await h.engine.enqueue(cancelKind, { appointmentId: 'a2', reason: 'Changed plans' });
    h.server.offline = false;
    // The first change meets a server error; the second waits for it, the third is independent.
    h.server.failures.push({ status: 502, message: 'Bad gateway' });
    await h.engine.wake();

    expect(h.server.effects).toEqual(['cancel a2']);
    expect((await outbox(h)).map((i) => [i.entityId, i.state])).toEqual([
      ['a1', 'waiting'],
      ['a1', 'waiting'],
    ]);

    h.clock.now += 60_000;
    await h.engine.replay();
    expect(h.server.effects).toEqual([
      'cancel a2',
      'reschedule a1 2030-01-09T05:00:00.000Z',
      'cancel a1',
    ]);
  });
});
