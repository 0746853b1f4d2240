import { describe, expect, it } from 'vitest';
import { cancelKind, createHarness, outbox, syncMirror } from './engine-harness';

async function queuedCancel(random = () => 0.5) {
  const h = createHarness({ random });
  h.server.addAppointment({ _id: 'a1', patientId: 'p1' });
  h.signIn('p1');
  await syncMirror(h);
  return h;
}

describe('sync queue retries', () => {
  it.each([
    ['a network error', undefined],
    ['a request timeout', 408],
    ['too many requests', 429],
    ['a server error', 500],
    ['maintenance', 503],
  ])('retries after %s and applies the change later', async (_name, status) => {
    const h = await queuedCancel();
    h.server.failures.push({ status, message: 'Temporary trouble' });
    await h.engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    await h.engine.replay();

    const [item] = await outbox(h);
    expect(item).toMatchObject({ state: 'waiting', attempts: 1, lastError: 'Temporary trouble' });
    expect(h.server.appointments.get('a1')?.status).toBe('scheduled');

    h.clock.now = item.nextAttemptAt;
    await h.engine.replay();
    expect(await outbox(h)).toEqual([]);
    expect(h.server.effects).toEqual(['cancel a1']);
  });

  it('waits longer after each failure, with jitter, up to the ceiling', async () => {
    const h = await queuedCancel(() => 0);
    expect([1, 2, 3, 4].map((n) => h.engine.retryDelay(n))).toEqual([1000, 2000, 4000, 8000]);
    expect(h.engine.retryDelay(30)).toBe(150_000);
    const high = await queuedCancel(() => 0.999);
    expect(high.engine.retryDelay(1)).toBe(1999);
    expect(high.engine.retryDelay(30)).toBe(299_850);
  });

  it('does not send again before the backoff has passed', async () => {
    const h = await queuedCancel(() => 0);
    h.server.failures.push({ status: 500, message: 'Something went wrong' });
    h.server.failures.push({ status: 500, message: 'Something went wrong' });
    await h.engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    await h.engine.replay();
    const sentAt = h.clock.now;
    expect((await outbox(h))[0].nextAttemptAt).toBe(sentAt + 1000);

    h.clock.now = sentAt + 999;
    await h.engine.replay();
    expect(h.server.received).toHaveLength(1);

    h.clock.now = sentAt + 1000;
    await h.engine.replay();
    expect(h.server.received).toHaveLength(2);
    expect((await outbox(h))[0]).toMatchObject({ attempts: 2, nextAttemptAt: h.clock.now + 2000 });
  });

  it("honours the server's Retry-After even when reconnecting", async () => {
    const h = await queuedCancel(() => 0);
    h.server.failures.push({ status: 429, message: 'Too many attempts', retryAfterSeconds: 120 });
    await h.engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    await h.engine.replay();
    const start = h.clock.now;
    expect((await outbox(h))[0]).toMatchObject({ nextAttemptAt: start + 120_000, lastStatus: 429 });

    h.clock.now = start + 60_000;
    await h.engine.wake();
    expect(h.server.received).toHaveLength(1);

    h.clock.now = start + 120_000;
    await h.engine.replay();
    expect(h.server.effects).toEqual(['cancel a1']);
  });

  it('sends a change that failed for want of a network as soon as the connection returns', async () => {
    const h = await queuedCancel(() => 0.9);
    h.server.offline = true;
    await h.engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    await h.engine.replay();
    expect((await outbox(h))[0].nextAttemptAt).toBeGreaterThan(h.clock.now);

    h.server.offline = false;
    await h.engine.wake();
    expect(h.server.effects).toEqual(['cancel a1']);
  });

  it('retries a repeat that the server is still processing under the same key', async () => {
    const h = await queuedCancel();
    h.server.failures.push({
      status: 409,
      message: 'A request with this Idempotency-Key is still being processed',
      code: 'IDEMPOTENCY_IN_FLIGHT',
    });
    await h.engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    await h.engine.replay();
    const [item] = await outbox(h);
    expect(item.state).toBe('waiting');

    h.clock.now = item.nextAttemptAt;
    await h.engine.replay();
    expect(h.server.effects).toEqual(['cancel a1']);
  });
});
