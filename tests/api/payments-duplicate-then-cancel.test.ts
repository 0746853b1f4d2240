import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLines } from '../support/admin-fixtures';
import { book, clinicDay, insertDoctor, slotOn } from '../support/booking-fixtures';
import { signInAdmin, signUpPatient } from '../support/builders';
import { startListeningServer } from '../support/call-fixtures';
import {
  pastPaymentInProgress,
  paymentsOf,
  postForm,
  sandboxFormOf,
} from '../support/payment-fixtures';
import { paymentStatusOf, refundNotes, refundsOf } from '../support/refund-fixtures';

// ADR 140: one refund per charge, so a cancellation after a refunded duplicate refunds the kept one.
type Listening = Awaited<ReturnType<typeof startListeningServer>>;
const isoTime = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('a duplicate charge refunded, then the appointment cancelled', () => {
  let server: Listening;
  let patient: Awaited<ReturnType<typeof signUpPatient>>;
  let admin: string;
  let id: string;
  let charges: { kept: string; duplicate: string };
  let doctorId: string;

  /** An appointment three days ahead (inside the full refund, ADR 107) paid by two checkouts. */
  async function paidTwice(hhmm: string) {
    const slot = slotOn(clinicDay(server, 3), hhmm);
    const appointmentId = (await book(server, patient.token, doctorId, slot))._id as string;
    const create = () =>
      server.http.post('/payments/sandbox/create', { appointmentId }, { token: patient.token });
    const first = await create();
    pastPaymentInProgress(server);
    const second = await create();
    for (const created of [first, second]) {
      const page = await postForm(
        server.baseUrl,
        '/payments/sandbox/checkout',
        created.body.data.formData,
      );
      const paid = await postForm(
        server.baseUrl,
        '/payments/sandbox/callback',
        sandboxFormOf(page.text, 'success'),
      );
      expect(paid.status).toBe(303);
    }
    const byReference = new Map(
      (await paymentsOf(server, appointmentId)).map((c) => [c.reference, c.id] as const),
    );
    return {
      id: appointmentId,
      charges: {
        kept: byReference.get(first.body.data.formData.ref)!,
        duplicate: byReference.get(second.body.data.formData.ref)!,
      },
    };
  }

  beforeAll(async () => {
    server = await startListeningServer();
    patient = await signUpPatient(server, { name: 'Hira Chaudhry' });
    doctorId = (await insertDoctor(server, { name: 'Dr. Omar Sheikh', consultationFee: 2000 }))
      .doctor.id;
    admin = await signInAdmin(server);
    ({ id, charges } = await paidTwice('10:00'));
  }, 120_000);
  afterAll(() => server?.close());

  const cancel = (key: string, appointmentId = id) =>
    server.post(
      `/appointments/${appointmentId}/cancel`,
      { reason: 'Plans changed' },
      { token: patient.token, headers: { 'Idempotency-Key': key } },
    );

  it('before the cancellation only the duplicate charge is refunded and the appointment stays paid', async () => {
    const refunds = await refundsOf(server, id);
    expect(refunds.map((r) => r.paymentId)).toEqual([charges.duplicate]);
    expect(await paymentStatusOf(server, id)).toBe('paid');
  });

  it('cancelling within the policy refunds the kept charge too, once however often the cancel is sent', async () => {
    const key = crypto.randomUUID();
    const first = await cancel(key);
    expect(first.status).toBe(200);
    expect((await cancel(key)).status).toBe(200);
    expect([200, 409]).toContain((await cancel(crypto.randomUUID())).status);

    const refunds = await refundsOf(server, id);
    expect(refunds.map((r) => r.paymentId).sort()).toEqual(
      [charges.kept, charges.duplicate].sort(),
    );
    for (const refund of refunds)
      expect(refund).toMatchObject({ amount: 2000, status: 'succeeded' });
    expect(await paymentStatusOf(server, id)).toBe('refunded');
    expect(await refundNotes(server, id, 'REFUND_ISSUED')).toHaveLength(2);
  });

  it('the patient sees the appointment once, with both refunds', async () => {
    const view = await server.get(`/appointments/${id}`, { token: patient.token });
    expect(view.body.data.payment).toMatchObject({ status: 'refunded', amount: 2000 });
    expect(view.body.data.payment.refunds).toEqual([
      expect.objectContaining({ amount: 2000, status: 'succeeded', createdAt: isoTime }),
      expect.objectContaining({ amount: 2000, status: 'succeeded', createdAt: isoTime }),
    ]);
    const list = await server.get('/appointments', { token: patient.token });
    const mine = (list.body.data as { _id: string }[]).filter((a) => a._id === id);
    expect(mine).toHaveLength(1);
  });

  it('the administrator sees one refund for each charge at /admin/refunds, and their total in the CSV', async () => {
    const listed = await server.get('/admin/refunds?status=all&limit=100', { token: admin });
    const ours = (
      listed.body.data.refunds as { appointmentId: string; chargeReference: string }[]
    ).filter((r) => r.appointmentId === id);
    expect(ours).toHaveLength(2);
    const references = (await paymentsOf(server, id)).map((c) => c.reference).sort();
    expect(ours.map((r) => r.chargeReference).sort()).toEqual(references);
    const csv = await server.get('/admin/appointments?format=csv&search=Chaudhry', {
      token: admin,
    });
    const rows = csvLines(csv.text).filter((line) => line.includes(',10:00,'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/,refunded,4000,succeeded$/);
  });

  it('cancels sent at once by the patient and the administrator refund the kept charge once', async () => {
    const other = await paidTwice('11:00');
    const answers = await Promise.all([
      cancel(crypto.randomUUID(), other.id),
      server.put(
        `/admin/appointments/${other.id}/status`,
        { status: 'cancelled' },
        { token: admin },
      ),
      cancel(crypto.randomUUID(), other.id),
    ]);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    const refunds = await refundsOf(server, other.id);
    expect(refunds.map((r) => r.paymentId).sort()).toEqual(
      [other.charges.kept, other.charges.duplicate].sort(),
    );
    expect(refunds.every((r) => r.status === 'succeeded' && r.attempts === 1)).toBe(true);
    expect(await refundNotes(server, other.id, 'REFUND_ISSUED')).toHaveLength(2);
  });
});
