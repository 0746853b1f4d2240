import { describe, expect, it, vi } from 'vitest';
import {
  cancelKind,
  outbox,
  reschedule,
  rescheduleKind,
  signedInWith,
  syncMirror,
} from './engine-harness';

async function setUp() {
  const h = signedInWith('a1');
  h.server.addAppointment({
    _id: 'a2',
    patientId: 'p2',
    startTime: '2030-01-09T05:00:00.000Z',
    endTime: '2030-01-09T05:30:00.000Z',
  });
  await syncMirror(h);
  return h;
}

describe('changes the server refuses', () => {
  it('a taken slot is a conflict: the server wins and the user is told why', async () => {
    const h = await setUp();
    const { settled } = await h.engine.enqueue(
      rescheduleKind,
      reschedule('a1', '2030-01-09T05:00:00.000Z'),
    );
    expect((await h.db.appointments.get(['p1', 'a1']))?.startTime).toBe('2030-01-09T05:00:00.000Z');
    await h.engine.replay();

    expect(await settled).toEqual({
      status: 'conflict',
      message: 'This time slot is no longer available',
      httpStatus: 409,
    });
    const [item] = await outbox(h);
    expect(item).toMatchObject({
      state: 'conflict',
      lastError: 'This time slot is no longer available',
      lastStatus: 409,
      description: 'Reschedule appointment a1',
    });
    // The mirror shows the server's time again, not the refused local one.
    expect((await h.db.appointments.get(['p1', 'a1']))?.startTime).toBe('2030-01-07T05:00:00.000Z');
  });

  it('a refused change is never sent again, and dismissing it removes it', async () => {
    const h = await setUp();
    h.server.appointments.get('a1')!.status = 'completed';
    await h.engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    await h.engine.replay();
    const [item] = await outbox(h);
    expect(item).toMatchObject({
      state: 'conflict',
      lastError: 'Appointment is already completed',
    });
    expect((await h.db.appointments.get(['p1', 'a1']))?.status).toBe('completed');

    h.clock.now += 24 * 60 * 60_000;
    await h.engine.wake();
    expect(h.server.received).toHaveLength(1);
    expect(await h.engine.countUnsynced('p1')).toBe(0);

    await h.engine.dismiss(item.id);
    expect(await outbox(h)).toEqual([]);
  });

  it.each([
    [400, 'Please provide a reason for cancellation'],
    [403, 'You do not have permission to do this'],
    [404, 'Appointment not found'],
    [422, 'This Idempotency-Key was already used for a different request'],
  ])(
    'a %i is final: the item is marked failed with the server message',
    async (status, message) => {
      const h = await setUp();
      h.server.failures.push({ status, message });
      const { settled } = await h.engine.enqueue(cancelKind, {
        appointmentId: 'a1',
        reason: 'Ill',
      });
      await h.engine.replay();
      expect(await settled).toEqual({ status: 'failed', message, httpStatus: status });
      expect((await outbox(h))[0]).toMatchObject({ state: 'failed', lastError: message });
      expect((await h.db.appointments.get(['p1', 'a1']))?.status).toBe('scheduled');
      h.clock.now += 60 * 60_000;
      await h.engine.replay();
      expect(h.server.received).toHaveLength(1);
    },
  );

  it('a refusal keeps the other pending changes on top of the refreshed mirror', async () => {
    const h = await setUp();
    h.server.addAppointment({ _id: 'a3', patientId: 'p1' });
    await syncMirror(h);
    h.server.offline = true;
    await h.engine.enqueue(rescheduleKind, reschedule('a1', '2030-01-09T05:00:00.000Z'));
    await h.engine.enqueue(cancelKind, { appointmentId: 'a3', reason: 'Ill' });
    await h.engine.replay();
    h.server.offline = false;
    // The cancel of a3 is held back by a failure of its own, so it is still pending at the refresh.
    h.server.failures.push({ status: 409, message: 'This time slot is no longer available' });
    h.server.failures.push({ status: 500, message: 'Something went wrong' });
    await h.engine.wake();

    expect((await h.db.appointments.get(['p1', 'a1']))?.startTime).toBe('2030-01-07T05:00:00.000Z');
    expect((await h.db.appointments.get(['p1', 'a3']))?.status).toBe('cancelled');
    expect(h.server.appointments.get('a3')?.status).toBe('scheduled');
  });

  it('a refusal while a refresh is out ends on the server state read after it, not the one before', async () => {
    const h = await setUp();
    const before = h.server.list('p1');
    // The patient's doctor completed the visit; a refresh that read the server before that is
    // still on its way back when the cancel is refused.
    h.server.appointments.get('a1')!.status = 'completed';
    let answer!: () => void;
    const list = h.server.list.bind(h.server);
    h.server.list = ((_userId: string) => {
      h.server.list = list;
      return new Promise((resolve) => {
        answer = () => resolve(before);
      });
    }) as unknown as typeof list;
    const refreshing = h.engine.refresh('appointments');
    await h.engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    const replaying = h.engine.replay();
    await vi.waitFor(async () => expect((await outbox(h))[0]?.state).toBe('conflict'));
    answer();
    await Promise.all([refreshing, replaying]);
    expect((await h.db.appointments.get(['p1', 'a1']))?.status).toBe('completed');
  });
});
