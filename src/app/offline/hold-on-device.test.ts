import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { MirrorAppointment } from './collections/appointments';
import { holdOnDevice } from './collections/appointments';
import { cancelKind, outbox, reschedule, rescheduleKind, syncedWith } from './engine-harness';
import type { BeforeEnqueue } from './types';

/** An appointment as a screen shows it: a page of the server's calendar, not on the device. */
const shown = (id: string) =>
  ({
    _id: id,
    patientId: 'p1',
    status: 'scheduled',
    startTime: '2030-03-04T05:00:00.000Z',
    endTime: '2030-03-04T05:30:00.000Z',
  }) as unknown as MirrorAppointment;

describe('holding a shown appointment on the device for a change', () => {
  it('puts the row and queues the change in one go, so the change shows on it offline', async () => {
    const h = await syncedWith('a1');
    h.server.offline = true;
    await h.engine.enqueue(
      cancelKind,
      { appointmentId: 'a9', reason: 'Travelling' },
      holdOnDevice(shown('a9')),
    );
    expect(await h.db.appointments.get(['p1', 'a9'])).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Travelling',
    });
    expect((await outbox(h)).map((i) => i.entityId)).toEqual(['a9']);
  });

  it('runs in the transaction that queues the change: when it fails, nothing is kept', async () => {
    const h = await syncedWith('a1');
    h.server.offline = true;
    const failing: BeforeEnqueue = async (db, userId) => {
      await db.appointments.put({ ...shown('a8'), userId });
      throw new Error('The device is out of space');
    };
    await expect(
      h.engine.enqueue(cancelKind, { appointmentId: 'a8', reason: 'Ill' }, failing),
    ).rejects.toThrow('The device is out of space');
    expect(await h.db.appointments.get(['p1', 'a8'])).toBeUndefined();
    expect(await outbox(h)).toEqual([]);
  });

  it('leaves a row with a change already waiting as the user left it', async () => {
    const h = await syncedWith('a1');
    h.server.offline = true;
    await h.engine.enqueue(cancelKind, { appointmentId: 'a1', reason: 'Ill' });
    // The screen's copy is older than the device's: it still says scheduled.
    const stale = { ...shown('a1'), startTime: '2030-01-07T05:00:00.000Z' };
    await h.engine.enqueue(
      rescheduleKind,
      reschedule('a1', '2030-01-09T05:00:00.000Z'),
      holdOnDevice(stale),
    );
    const row = await h.db.appointments.get(['p1', 'a1']);
    expect(row?.cancellationReason).toBe('Ill');
    expect(row?.startTime).toBe('2030-01-09T05:00:00.000Z');
  });
});
