import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#app/lib/api-client';
import { deskDayId } from '#app/offline/collections/desk-days';
import { SyncEngine } from '#app/offline/engine';
import { createLocalDb } from '#app/offline/local-db';
import type { SendRequest } from '#app/offline/types';
import type { DeskVisit } from '#shared/schemas/desk';
import { checkInKind, paymentKind } from './api/desk-kinds';

const PRACTICE = {
  id: 'p-1',
  name: 'Saddar Clinic',
  city: 'Rawalpindi',
  doctorId: 'd',
  doctorName: 'Dr. A',
  fee: 1500,
};
const VISIT: DeskVisit = {
  id: 'v-1',
  appointmentId: 'v-1',
  patient: { name: 'Sana Malik', phone: null, age: 30, sex: 'female' },
  source: 'app',
  personId: null,
  startTime: '2030-03-11T04:30:00.000Z',
  status: 'scheduled',
  checkedInAt: null,
  payment: { status: 'pending', amount: 2000, method: 'cash' },
};
const RECEIPT = { kind: 'payment', amount: 2000, method: 'cash', takenBy: 'Rukhsana', at: 'x' };

/** The desk's day on a device, and a server answering as the desk routes do (ADR 155). */
async function deskDevice(answer: (r: SendRequest) => unknown) {
  const db = createLocalDb(`desk-${crypto.randomUUID()}`);
  await db.deskDays.put({
    userId: 'u1',
    _id: deskDayId(PRACTICE.id, '2030-03-11'),
    practice: PRACTICE,
    date: '2030-03-11',
    visits: [VISIT],
  });
  const server = { offline: true, received: [] as SendRequest[] };
  const engine = new SyncEngine({
    db,
    transport: async (request) => {
      if (server.offline) throw new ApiError('Network error. Please check your connection.');
      server.received.push(request);
      return answer(request);
    },
    getSession: () => ({ userId: 'u1', token: 't', role: 'desk' }),
    now: () => Date.parse('2030-03-11T05:00:00.000Z'),
    locks: null,
  });
  const visit = async () =>
    (await db.deskDays.get(['u1', deskDayId(PRACTICE.id, '2030-03-11')]))!.visits[0]!;
  return { db, engine, server, visit };
}

const payment = {
  visitId: 'v-1',
  practiceId: PRACTICE.id,
  amount: 2000,
  receiptNumber: 'B-0007',
  deviceKey: 'k'.repeat(20),
  patientName: 'Sana Malik',
};

describe("the desk's changes offline", () => {
  it('checking in offline shows at once and reaches the server once, when the connection returns', async () => {
    const d = await deskDevice(() => ({
      appointmentId: 'v-1',
      checkedInAt: '2030-03-11T05:01:00.000Z',
    }));
    await d.engine.enqueue(checkInKind, {
      appointmentId: 'v-1',
      patientName: 'Sana Malik',
      at: '2030-03-11T05:00:00.000Z',
    });
    expect((await d.visit()).checkedInAt).toBe('2030-03-11T05:00:00.000Z');
    await d.engine.replay();
    expect(d.server.received).toHaveLength(0);

    d.server.offline = false;
    await d.engine.wake();
    await d.engine.replay();
    expect(d.server.received.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/desk/check-ins', { appointmentId: 'v-1' }],
    ]);
    expect(d.server.received[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect((await d.visit()).checkedInAt).toBe('2030-03-11T05:01:00.000Z');
    expect(await d.db.outbox.count()).toBe(0);
  });

  it("cash taken offline carries the device's own number and shows paid at once", async () => {
    const d = await deskDevice(() => ({ receipt: { ...RECEIPT, number: 'B-0007' } }));
    await d.engine.enqueue(paymentKind, payment);
    expect((await d.visit()).payment).toMatchObject({ status: 'paid', receiptNumber: 'B-0007' });
    d.server.offline = false;
    await d.engine.wake();
    await d.engine.replay();
    expect(d.server.received.map((r) => r.body)).toEqual([
      {
        visitId: 'v-1',
        amount: 2000,
        method: 'cash',
        receiptNumber: 'B-0007',
        deviceKey: 'k'.repeat(20),
      },
    ]);
  });

  it('a payment refused because another desk was paid meanwhile stays with the server’s words', async () => {
    const d = await deskDevice(() => {
      throw new ApiError('This visit is already paid', 409, { code: 'ALREADY_PAID' });
    });
    const { settled } = await d.engine.enqueue(paymentKind, payment);
    d.server.offline = false;
    await d.engine.wake();
    await d.engine.replay();
    expect(await settled).toMatchObject({
      status: 'conflict',
      message: 'This visit is already paid',
    });
    const [kept] = await d.db.outbox.toArray();
    expect(kept).toMatchObject({ state: 'conflict', lastStatus: 409, entityId: 'v-1' });
    expect(d.engine.describe(kept!)).toBe('Take Rs 2,000 from Sana Malik, receipt B-0007');
  });
});
