import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MSG } from '#shared/schemas/payment';
import { book, clinicDay, insertDoctor, slotOn } from '../support/booking-fixtures';
import { signInAdmin, signUpPatient } from '../support/builders';
import { startListeningServer } from '../support/call-fixtures';
import {
  jazzcashAnswer,
  pastPaymentInProgress,
  paymentsOf,
  postForm,
  sandboxFormOf,
} from '../support/payment-fixtures';
import { type JazzcashStub, startJazzcashStub } from '../support/provider-stub';
import { paymentStatusOf, refundNotes, refundsOf } from '../support/refund-fixtures';

// ADR 140: through the listening server, as the browser and the provider reach it.
type Listening = Awaited<ReturnType<typeof startListeningServer>>;

async function scene(server: Listening) {
  const patient = await signUpPatient(server, { name: 'Hira Chaudhry' });
  const doctorId = (await insertDoctor(server, { name: 'Dr. Omar Sheikh', consultationFee: 2000 }))
    .doctor.id;
  const admin = await signInAdmin(server);
  let hour = 9;
  const appointment = async () =>
    (
      await book(
        server,
        patient.token,
        doctorId,
        slotOn(clinicDay(server, 3), `${String(hour++).padStart(2, '0')}:00`),
      )
    )._id as string;
  const create = (provider: string, appointmentId: string) =>
    server.http.post(`/payments/${provider}/create`, { appointmentId }, { token: patient.token });
  return { patient, admin, appointment, create };
}

/** Two charges for one appointment, both paid: the first kept, the second refunded in full. */
async function expectOneKeptOneRefunded(
  server: Listening,
  s: Awaited<ReturnType<typeof scene>>,
  id: string,
  second: string,
) {
  const charges = await paymentsOf(server, id);
  expect(charges.map((c) => c.status)).toEqual(['paid', 'paid']);
  const [refund, ...more] = await refundsOf(server, id);
  expect(more).toEqual([]);
  const refunded = charges.find((c) => c.id === refund!.paymentId)!;
  expect(refunded.reference).toBe(second);
  expect(refund).toMatchObject({ amount: 2000, status: 'succeeded' });
  expect(await paymentStatusOf(server, id)).toBe('paid');
  expect(await refundNotes(server, id, 'REFUND_ISSUED')).toHaveLength(1);
  const view = await server.http.get(`/appointments/${id}`, { token: s.patient.token });
  expect(view.body.data.payment).toMatchObject({
    status: 'paid',
    refunds: [{ amount: 2000, status: 'succeeded' }],
  });
  const listed = await server.http.get('/admin/refunds?status=succeeded&limit=100', {
    token: s.admin,
  });
  expect(
    listed.body.data.refunds.filter((r: { appointmentId: string }) => r.appointmentId === id),
  ).toMatchObject([{ chargeReference: second, amount: 2000, status: 'succeeded' }]);
}

describe('one payment at a time for an appointment, through the sandbox', () => {
  let server: Listening;
  let s: Awaited<ReturnType<typeof scene>>;
  beforeAll(async () => {
    server = await startListeningServer();
    s = await scene(server);
  }, 120_000);
  afterAll(() => server?.close());

  it('a second payment while the first is in progress is refused in words a patient understands', async () => {
    const id = await s.appointment();
    expect((await s.create('sandbox', id)).status).toBe(200);
    const second = await s.create('sandbox', id);
    expect([second.status, second.body.message]).toEqual([409, PAYMENT_MSG.inProgress]);
    expect(await paymentsOf(server, id)).toHaveLength(1);
  });

  it('two payments started at once make one', async () => {
    const id = await s.appointment();
    const answers = await Promise.all([s.create('sandbox', id), s.create('sandbox', id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await paymentsOf(server, id)).toHaveLength(1);
  });

  it('two checkouts both paid give one kept charge and one full refund, seen by the patient and the administrator', async () => {
    const id = await s.appointment();
    const first = await s.create('sandbox', id);
    pastPaymentInProgress(server);
    const second = await s.create('sandbox', id);
    expect(second.status).toBe(200);
    const pages = await Promise.all(
      [first, second].map((c) =>
        postForm(server.baseUrl, '/payments/sandbox/checkout', c.body.data.formData),
      ),
    );
    for (const page of pages) {
      const paid = await postForm(
        server.baseUrl,
        '/payments/sandbox/callback',
        sandboxFormOf(page.text, 'success'),
      );
      expect(paid.status).toBe(303);
      expect(paid.location).toBe(`${server.env.appUrl}/payment?appointmentId=${id}&status=success`);
    }
    await expectOneKeptOneRefunded(server, s, id, second.body.data.formData.ref);
    const replay = await postForm(
      server.baseUrl,
      '/payments/sandbox/callback',
      sandboxFormOf(pages[1]!.text, 'success'),
    );
    expect(replay.status).toBe(409);
    expect(await refundsOf(server, id)).toHaveLength(1);
  });
});

describe('a duplicate JazzCash charge', () => {
  const JAZZ = {
    merchantId: 'MC55555',
    password: 'merchant-pass',
    integritySalt: 'salt-0123',
    mpin: '4321',
    url: 'https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
  };
  let server: Listening;
  let stub: JazzcashStub;
  let s: Awaited<ReturnType<typeof scene>>;
  beforeAll(async () => {
    stub = await startJazzcashStub(JAZZ);
    server = await startListeningServer({
      env: { jazzcash: { ...JAZZ, refundUrl: stub.refundUrl } },
    });
    s = await scene(server);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await stub?.close();
  });

  it('two checkouts both paid: the second is refunded in full at JazzCash once, the first kept', async () => {
    const id = await s.appointment();
    const first = await s.create('jazzcash', id);
    expect((await s.create('jazzcash', id)).status).toBe(409);
    pastPaymentInProgress(server);
    const second = await s.create('jazzcash', id);
    expect(second.status).toBe(200);
    for (const created of [first, second]) {
      const paid = await postForm(
        server.baseUrl,
        '/payments/jazzcash/callback',
        jazzcashAnswer(JAZZ.integritySalt, JAZZ.merchantId, created.body.data.formData),
      );
      expect(paid.status).toBe(303);
      expect(paid.location).toContain('status=success');
    }
    const secondRef = second.body.data.formData.pp_TxnRefNo as string;
    expect(stub.rejected).toEqual([]);
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]!.body).toMatchObject({ pp_TxnRefNo: secondRef, pp_Amount: '200000' });
    expect([...stub.made]).toEqual([secondRef]);
    await expectOneKeptOneRefunded(server, s, id, secondRef);
  });
});
