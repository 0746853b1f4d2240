import { describe, expect, it, vi } from 'vitest';
import { cancelKind, outbox, syncedWith } from './engine-harness';

describe('exactly once', () => {
  it('a change the server applied but whose answer was lost is applied once after a restart', async () => {
    const h = await syncedWith('a1');

    // The request reaches the server, which cancels; the tab dies before the answer arrives.
    h.server.hangAfterApply = true;
    await h.engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    await vi.waitFor(() => expect(h.server.effects).toEqual(['cancel a1']));
    const [lost] = await outbox(h);
    expect(lost.state).toBe('syncing');

    // The browser starts again with the item still marked as being sent.
    h.server.hangAfterApply = false;
    const engine = h.restart();
    await engine.wake();

    const keys = h.server.received.map((r) => r.idempotencyKey);
    expect(keys).toEqual([lost.id, lost.id]);
    expect(h.server.effects).toEqual(['cancel a1']);
    expect(await outbox(h)).toEqual([]);
    expect(await h.db.appointments.get(['p1', 'a1'])).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Ill',
    });
  });

  it('an answer lost on the way back is retried and the server answers from its record', async () => {
    const h = await syncedWith('a1');
    h.server.dropAnswers = true;
    const { item, settled } = await h.engine.enqueue(cancelKind, {
      appointmentId: 'a1',
      reason: 'Ill',
    });
    await h.engine.replay();
    expect((await outbox(h))[0]).toMatchObject({ state: 'waiting', attempts: 1 });

    h.server.dropAnswers = false;
    await h.engine.wake();
    expect(await settled).toMatchObject({ status: 'applied', data: { status: 'cancelled' } });
    expect(h.server.received.map((r) => r.idempotencyKey)).toEqual([item.id, item.id]);
    expect(h.server.effects).toEqual(['cancel a1']);
  });

  it('every attempt of one change carries the same Idempotency-Key', async () => {
    const h = await syncedWith('a1');
    h.server.failures.push({ status: 503, message: 'The service is under maintenance' });
    h.server.failures.push({ message: 'Network error. Please check your connection.' });
    const { item } = await h.engine.enqueue(cancelKind, {
      appointmentId: 'a1',
      reason: 'Ill',
    });
    for (let i = 0; i < 3; i++) {
      await h.engine.replay();
      h.clock.now += 10 * 60_000;
    }
    expect(h.server.received.map((r) => r.idempotencyKey)).toEqual([item.id, item.id, item.id]);
    expect(h.server.effects).toEqual(['cancel a1']);
  });
});
