import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, deskDayCloses, deskReceipts } from '#server/db/schema/index';
import {
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
} from '../support/appointment-builders';
import { signUpPatient } from '../support/builders';
import { deskMember, practicesOf } from '../support/desk-builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let doctor: Awaited<ReturnType<typeof createVerifiedDoctor>>;
let desk: Awaited<ReturnType<typeof deskMember>>;
let clinicId = '';
let hour = 8;

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(server.clock.now());
/** A visit of today at the desk's practice, fee 1500, to be paid at the clinic. */
async function visit(extra: Record<string, unknown> = {}) {
  const patient = await signUpPatient(server);
  const slot = clinicSlot(server, 0, `${String(hour++).padStart(2, '0')}:00`);
  return insertAppointment(server, {
    doctorId: doctor.doctor.id,
    patientId: patient.user._id,
    practiceId: clinicId,
    start: slot.start,
    end: slot.end,
    ...extra,
  });
}
const pay = (body: Record<string, unknown>, token = desk.token, headers = {}) =>
  server.post('/desk/payments', { amount: 1500, method: 'cash', ...body }, { token, headers });
const receiptsOf = async (id: string) =>
  server.db.select().from(deskReceipts).where(eq(deskReceipts.appointmentId, id));

beforeAll(async () => {
  server = await startTestServer();
  doctor = await createVerifiedDoctor(server, 'Imran Qureshi');
  clinicId = (await practicesOf(server, doctor.doctor.id))[0]!.id;
  desk = await deskMember(server, { doctorId: doctor.doctor.id, token: doctor.token });
});
afterAll(() => server?.close());

describe('taking cash', () => {
  it('gives a receipt numbered per practice and marks the visit paid once, however often it is sent', async () => {
    const a = await visit();
    const first = await pay({ visitId: a.id });
    expect(first.status).toBe(201);
    expect(first.body.data.receipt).toEqual({
      number: expect.stringMatching(/^\d{4}$/),
      kind: 'payment',
      amount: 1500,
      method: 'cash',
      takenBy: 'Rukhsana Bibi',
      at: expect.any(String),
    });
    const [row] = await server.db.select().from(appointments).where(eq(appointments.id, a.id));
    expect([row!.paymentStatus, row!.paymentMethod]).toEqual(['paid', 'cash']);

    // Sent again with its Idempotency-Key (a queued change replayed): the first answer.
    const b = await visit();
    const key = { 'idempotency-key': `pay-${b.id}` };
    const sends = [];
    for (let i = 0; i < 3; i++) sends.push(await pay({ visitId: b.id }, desk.token, key));
    expect(sends.map((s) => s.status)).toEqual([201, 201, 201]);
    const numbers = new Set(sends.map((s) => s.body.data?.receipt?.number));
    expect(numbers.size).toBe(1);
    expect(await receiptsOf(b.id)).toHaveLength(1);
    expect(Number([...numbers][0])).toBe(Number(first.body.data.receipt.number) + 1);

    // Another desk paying the same visit is told it is paid, and by which receipt.
    const again = await pay({ visitId: a.id }, doctor.token);
    expect([again.status, again.body.code, again.body.receipt?.number]).toEqual([
      409,
      'ALREADY_PAID',
      first.body.data.receipt.number,
    ]);
    expect(await receiptsOf(a.id)).toHaveLength(1);
  });

  it('two payments of one visit at once make one receipt', async () => {
    const v = await visit();
    const answers = await Promise.all([
      pay({ visitId: v.id }),
      pay({ visitId: v.id }, doctor.token),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await receiptsOf(v.id)).toHaveLength(1);
  });

  it('takes less than the fee only with a reason, never more, and never for a cancelled visit', async () => {
    const v = await visit();
    const less = await pay({ visitId: v.id, amount: 1000 });
    expect([less.status, less.body.errors]).toEqual([
      400,
      [{ path: 'discountReason', message: 'A discount needs a reason' }],
    ]);
    const more = await pay({ visitId: v.id, amount: 2000 });
    expect(more.body.errors).toEqual([
      { path: 'amount', message: 'The amount cannot be more than the fee' },
    ]);
    const half = await pay({
      visitId: v.id,
      amount: 750,
      discountReason: 'Widow, on the doctor’s word',
    });
    expect(half.body.data.receipt).toMatchObject({
      amount: 750,
      reason: 'Widow, on the doctor’s word',
    });
    const cancelled = await visit({ status: 'cancelled' });
    expect((await pay({ visitId: cancelled.id })).status).toBe(409);
    expect(await receiptsOf(cancelled.id)).toEqual([]);
  });
});

describe('numbers made offline', () => {
  it("a device numbers with its own letter; another device's letter is refused", async () => {
    const key = 'device-key-aaaaaaaaaaaa';
    const device = await server.post(
      '/desk/devices',
      { practiceId: clinicId, deviceKey: key },
      { token: desk.token },
    );
    expect(device.body.data).toEqual({ letter: 'A', lastNumber: 0 });
    const other = await server.post(
      '/desk/devices',
      { practiceId: clinicId, deviceKey: 'device-key-bbbbbbbbbbbb' },
      { token: desk.token },
    );
    expect(other.body.data.letter).toBe('B');

    const v = await visit();
    const offline = await pay({ visitId: v.id, receiptNumber: 'A-0001', deviceKey: key });
    expect(offline.body.data.receipt.number).toBe('A-0001');
    // The same change sent twice without its key still makes one receipt: its own number again.
    const twice = await pay({ visitId: v.id, receiptNumber: 'A-0001', deviceKey: key });
    expect([twice.status, twice.body.data.receipt.number]).toEqual([200, 'A-0001']);
    const w = await visit();
    const stolen = await pay({ visitId: w.id, receiptNumber: 'B-0001', deviceKey: key });
    expect([stolen.status, stolen.body.errors?.[0]?.path]).toEqual([400, 'receiptNumber']);
    const reused = await pay({ visitId: w.id, receiptNumber: 'A-0001', deviceKey: key });
    expect([reused.status, reused.body.code]).toEqual([409, 'RECEIPT_NUMBER_TAKEN']);
    expect(await receiptsOf(w.id)).toEqual([]);

    // A device wiped at sign-out asks again and goes on after its last number.
    const back = await server.post(
      '/desk/devices',
      { practiceId: clinicId, deviceKey: key },
      { token: desk.token },
    );
    expect(back.body.data).toEqual({ letter: 'A', lastNumber: 1 });
  });
});

describe('refunds and the cash book', () => {
  it('refunds once with a reason, and the day totals by method and member net of refunds; a close records the difference', async () => {
    const date = today();
    const before = (
      await server.get(`/desk/cash?practiceId=${clinicId}&date=${date}`, { token: desk.token })
    ).body.data;
    const v = await visit();
    await pay({ visitId: v.id });
    const noReason = await server.post('/desk/refunds', { visitId: v.id }, { token: desk.token });
    expect(noReason.status).toBe(400);
    const refund = await server.post(
      '/desk/refunds',
      { visitId: v.id, reason: 'The doctor was called away' },
      { token: desk.token },
    );
    expect(refund.body.data.receipt).toMatchObject({ kind: 'refund', amount: 1500 });
    const twice = await server.post(
      '/desk/refunds',
      { visitId: v.id, reason: 'Again' },
      { token: desk.token },
    );
    expect(twice.body.code).toBe('ALREADY_REFUNDED');
    const unpaid = await visit();
    const nothing = await server.post(
      '/desk/refunds',
      { visitId: unpaid.id, reason: 'No' },
      { token: desk.token },
    );
    expect(nothing.body.code).toBe('NOT_PAID_AT_DESK');

    const kept = await visit();
    await pay({ visitId: kept.id });
    const book = await server.get(`/desk/cash?practiceId=${clinicId}&date=${date}`, {
      token: doctor.token,
    });
    expect(book.body.data.total).toBe(before.total + 1500);
    const mine = book.body.data.byMember.find(
      (m: { memberId: string }) => m.memberId === desk.userId,
    );
    const mineBefore = before.byMember.find(
      (m: { memberId: string }) => m.memberId === desk.userId,
    );
    expect(mine.amount).toBe((mineBefore?.amount ?? 0) + 1500);
    expect(book.body.data.byMethod).toEqual([
      { method: 'cash', amount: book.body.data.total, count: expect.any(Number) },
    ]);

    const close = await server.post(
      '/desk/cash/close',
      { practiceId: clinicId, date, counted: mine.amount - 100 },
      { token: desk.token },
    );
    expect(close.body.data.close).toEqual({
      counted: mine.amount - 100,
      expected: mine.amount,
      difference: -100,
    });
    const again = await server.post(
      '/desk/cash/close',
      { practiceId: clinicId, date, counted: 1 },
      { token: desk.token },
    );
    expect([again.status, again.body.code]).toEqual([409, 'DAY_CLOSED']);
    const seen = await server.get(`/desk/cash?practiceId=${clinicId}&date=${date}`, {
      token: doctor.token,
    });
    expect(seen.body.data.closes).toEqual([
      expect.objectContaining({ name: 'Rukhsana Bibi', difference: -100 }),
    ]);
    const [closes] = await server.db.select({ n: sql<number>`count(*)::int` }).from(deskDayCloses);
    expect(closes!.n).toBe(1);
  });
});

describe('erasing a desk account', () => {
  it('asks the owner for the password, ends its places, and keeps its receipts under its label', async () => {
    const member = await deskMember(server, { doctorId: doctor.doctor.id, token: doctor.token });
    const v = await visit();
    await pay({ visitId: v.id }, member.token);
    const without = await server.delete('/account', { token: member.token, body: {} });
    expect(without.status).toBe(400);
    const erased = await server.delete('/account', {
      token: member.token,
      body: { password: member.password },
    });
    expect(erased.status).toBe(200);
    const [receipt] = await receiptsOf(v.id);
    expect(receipt!.takenByName).toBe(`Deleted desk member #${member.userId.slice(0, 8)}`);
    const login = await server.post('/auth/login', {
      email: member.email,
      password: member.password,
    });
    expect(login.status).toBe(401);
    const list = await server.get('/doctors/profile/desk-members', { token: doctor.token });
    expect(list.body.data.members.map((m: { id: string }) => m.id)).not.toContain(member.memberId);
  });
});
