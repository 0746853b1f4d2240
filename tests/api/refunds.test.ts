import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '#server/jobs/scheduler';
import { expireAppointments } from '#server/modules/expiry/expiry.service';
import { auditCount } from '../support/admin-fixtures';
import {
  appointmentScene,
  createVerifiedDoctor,
  type Patient,
} from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import {
  paidAppointment,
  paymentStatusOf,
  refundNotes,
  refundsOf,
} from '../support/refund-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let doc: Awaited<ReturnType<typeof createVerifiedDoctor>>;
let patient: Patient;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  // A doctor of their own, so the scene's appointment tomorrow is in no paid one's way.
  ({ patient } = await appointmentScene(server));
  doc = await createVerifiedDoctor(server, 'Imran Qureshi');
  admin = await signInAdmin(server);
});
afterAll(() => server.close());

let minute = 0;
/**
 * A paid sandbox appointment of the scene's patient with the scene's doctor, `hoursAhead` from
 * now, each a few minutes earlier than the last so none overlap.
 */
const paid = (hoursAhead: number, extra: { status?: 'pending' | 'scheduled' } = {}) => {
  minute += 31;
  return paidAppointment(server, {
    doctorId: doc.doctor.id,
    patientId: patient.user._id,
    hoursAhead: hoursAhead - minute / 60,
    ...extra,
  });
};
const patientCancel = (id: string, headers: Record<string, string> = {}) =>
  server.post(
    `/appointments/${id}/cancel`,
    { reason: 'Plans changed' },
    {
      token: patient.token,
      headers,
    },
  );

describe('the refund policy when the patient cancels (ADR 107)', () => {
  it('cancelling at least 24 hours ahead refunds the whole fee through the sandbox at once', async () => {
    const { appointment } = await paid(48);
    const res = await patientCancel(appointment.id);
    expect(res.status).toBe(200);
    expect(res.body.data.payment).toMatchObject({
      method: 'sandbox',
      status: 'refunded',
      amount: 1500,
      refunds: [{ amount: 1500, status: 'succeeded', reference: expect.any(String) }],
    });
    expect(res.body.data.payment.noRefundReason).toBeUndefined();
    const [refund] = await refundsOf(server, appointment.id);
    expect(refund).toMatchObject({ status: 'succeeded', attempts: 1, amount: 1500 });
    expect(await paymentStatusOf(server, appointment.id)).toBe('refunded');
    const [issued] = await refundNotes(server, appointment.id, 'REFUND_ISSUED');
    expect(issued).toMatchObject({
      userId: patient.user._id,
      message: 'Refund of Rs 1,500 on its way',
    });
    const [done] = await refundNotes(server, appointment.id, 'REFUND_COMPLETED');
    expect(done?.title).toBe('Refunded');
    // The patient's own list shows the same.
    const mine = await server.get(`/appointments/${appointment.id}`, { token: patient.token });
    expect(mine.body.data.payment.refunds).toHaveLength(1);
  });

  it('cancelling inside 24 hours refunds nothing and says why', async () => {
    const { appointment } = await paid(23);
    const res = await patientCancel(appointment.id);
    expect(res.status).toBe(200);
    expect(res.body.data.payment).toEqual({
      method: 'sandbox',
      status: 'paid',
      amount: 1500,
      refunds: [],
      noRefundReason: 'No refund: cancelled less than 24 hours before the appointment',
    });
    expect(await refundsOf(server, appointment.id)).toEqual([]);
    expect(await refundNotes(server, appointment.id, 'REFUND_ISSUED')).toEqual([]);
  });

  it('follows the window the administrator sets, and public settings show it', async () => {
    const settings = (await server.get('/admin/settings', { token: admin })).body.data;
    const bad = await server.put(
      '/admin/settings',
      { ...settings, refundPolicy: { fullRefundHoursBefore: 200 } },
      { token: admin },
    );
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('The refund window must be a whole number of hours from 0 to 168');
    const saved = await server.put(
      '/admin/settings',
      { ...settings, refundPolicy: { fullRefundHoursBefore: 6 } },
      { token: admin },
    );
    expect(saved.status).toBe(200);
    const pub = await server.get('/settings/public');
    expect(pub.body.data.refundPolicy).toEqual({ fullRefundHoursBefore: 6 });
    const { appointment } = await paid(10);
    expect((await patientCancel(appointment.id)).body.data.payment.status).toBe('refunded');
    await server.put('/admin/settings', settings, { token: admin });
    expect((await server.get('/settings/public')).body.data.refundPolicy).toEqual({
      fullRefundHoursBefore: 24,
    });
  });

  it('an appointment paid in cash at the visit cancels with no refund and no reason', async () => {
    const scene = await appointmentScene(server);
    const res = await server.post(
      `/appointments/${scene.appointment.id}/cancel`,
      { reason: 'Plans changed' },
      { token: scene.patient.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.payment).toEqual({
      method: 'cash',
      status: 'pending',
      amount: 0,
      refunds: [],
    });
    expect(await refundsOf(server, scene.appointment.id)).toEqual([]);
  });
});

describe('cancellations by others always refund in full', () => {
  it('the doctor cancels inside 24 hours', async () => {
    const { appointment } = await paid(2);
    const res = await server.patch(
      `/appointments/${appointment.id}/status`,
      { status: 'cancelled', reason: 'Called away' },
      { token: doc.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.payment).toMatchObject({
      status: 'refunded',
      refunds: [{ amount: 1500, status: 'succeeded' }],
    });
  });

  it('the doctor rejects a paid request', async () => {
    const { appointment } = await paid(3, { status: 'pending' });
    const res = await server.patch(
      `/appointments/${appointment.id}/status`,
      { status: 'cancelled', reason: 'Not my specialty' },
      { token: doc.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.payment.status).toBe('refunded');
  });

  it('the administrator cancels', async () => {
    const { appointment } = await paid(1);
    const res = await server.put(
      `/admin/appointments/${appointment.id}/status`,
      { status: 'cancelled' },
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.payment.status).toBe('refunded');
    const list = await server.get(
      `/admin/appointments?search=${encodeURIComponent(patient.user.name)}&limit=100`,
      { token: admin },
    );
    const row = list.body.data.appointments.find((a: { _id: string }) => a._id === appointment.id);
    expect(row.payment.refunds[0]).toMatchObject({ amount: 1500, status: 'succeeded' });
  });

  it('the expiry job cancels an appointment whose end passed', async () => {
    const { appointment } = await paid(-2);
    expect(await expireAppointments(server.deps)).toBeGreaterThanOrEqual(1);
    const [refund] = await refundsOf(server, appointment.id);
    expect(refund).toMatchObject({ status: 'succeeded', amount: 1500 });
    expect(await paymentStatusOf(server, appointment.id)).toBe('refunded');
  });
});

describe('nothing is refunded twice', () => {
  it('a cancel replayed with the same Idempotency-Key, and again with a new one, makes one refund', async () => {
    const { appointment } = await paid(72);
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await patientCancel(appointment.id, key);
    const replay = await patientCancel(appointment.id, key);
    expect(replay.status).toBe(first.status);
    const again = await patientCancel(appointment.id, { 'Idempotency-Key': crypto.randomUUID() });
    expect([200, 409]).toContain(again.status);
    expect(await refundsOf(server, appointment.id)).toHaveLength(1);
    expect(await refundNotes(server, appointment.id, 'REFUND_ISSUED')).toHaveLength(1);
  });

  it('cancels sent at once by the patient, the doctor and the administrator make one refund', async () => {
    const { appointment } = await paid(72);
    const answers = await Promise.all([
      patientCancel(appointment.id),
      server.patch(
        `/appointments/${appointment.id}/status`,
        { status: 'cancelled' },
        {
          token: doc.token,
        },
      ),
      server.put(
        `/admin/appointments/${appointment.id}/status`,
        { status: 'cancelled' },
        {
          token: admin,
        },
      ),
      patientCancel(appointment.id),
    ]);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    const refunds = await refundsOf(server, appointment.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('reviving a refunded appointment and cancelling it again refunds nothing more', async () => {
    const { appointment } = await paid(72);
    await patientCancel(appointment.id);
    await server.put(
      `/admin/appointments/${appointment.id}/status`,
      { status: 'scheduled' },
      {
        token: admin,
      },
    );
    await server.put(
      `/admin/appointments/${appointment.id}/status`,
      { status: 'cancelled' },
      {
        token: admin,
      },
    );
    expect(await refundsOf(server, appointment.id)).toHaveLength(1);
  });
});

describe('the refunds job', () => {
  it('runs every minute among the server’s jobs', () => {
    expect(JOBS.find((j) => j.name === 'send-refunds')?.everyMs).toBe(60_000);
  });
});

describe('reports and the CSV count refunds', () => {
  it('revenue drops by a refunded fee, and the CSV shows the refund', async () => {
    const revenue = async () =>
      (
        (await server.get('/admin/reports/revenue?range=year', { token: admin })).body.data as {
          amount: number;
        }[]
      ).reduce((sum, b) => sum + b.amount, 0);
    const fresh = await createVerifiedDoctor(server, 'Rukhsana Baig');
    // Earlier today, so the report's period (ending today) holds it.
    const { appointment } = await paidAppointment(server, {
      doctorId: fresh.doctor.id,
      patientId: patient.user._id,
      hoursAhead: -0.6,
      fee: 2750,
    });
    const before = await revenue();
    const cancelled = await server.put(
      `/admin/appointments/${appointment.id}/status`,
      { status: 'cancelled' },
      { token: admin },
    );
    expect(cancelled.body.data.payment.status).toBe('refunded');
    expect(await revenue()).toBe(before - 2750);
    const csv = await server.get('/admin/appointments?format=csv&search=Rukhsana', {
      token: admin,
    });
    expect(csv.status).toBe(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/,Payment Status,Refund \(PKR\),Refund Status$/);
    expect(lines[1]).toMatch(/,refunded,2750,succeeded$/);
  });
});

describe('the administrator’s refunds', () => {
  it('lists refunds by status in the paged envelope and audits nothing for reading', async () => {
    const res = await server.get('/admin/refunds?status=succeeded&limit=2', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 1, total: expect.any(Number) });
    expect(res.body.data.refunds.length).toBeLessThanOrEqual(2);
    for (const r of res.body.data.refunds) expect(r.status).toBe('succeeded');
    expect(res.body.data.refunds[0]).toMatchObject({
      provider: 'sandbox',
      patient: { name: patient.user.name },
      doctor: { name: expect.any(String) },
    });
    const bad = await server.get('/admin/refunds?status=lost', { token: admin });
    expect(bad.status).toBe(400);
  });

  it('a sandbox refund that already succeeded cannot be marked refunded again with another reference', async () => {
    const { appointment } = await paid(50);
    await patientCancel(appointment.id);
    const [refund] = await refundsOf(server, appointment.id);
    const res = await server.post(
      `/admin/refunds/${refund!.id}/mark-refunded`,
      { reference: 'BANK-1' },
      { token: admin },
    );
    expect(res.status).toBe(409);
    expect(await auditCount(server, 'refund', refund!.id, 'update')).toBe(0);
  });
});
