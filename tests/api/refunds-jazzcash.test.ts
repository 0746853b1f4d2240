import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFUND_BACKOFF_MINUTES, sendDueRefunds } from '#server/modules/refunds/refund-ledger';
import { auditCount } from '../support/admin-fixtures';
import { createVerifiedDoctor, type Patient, signUpPatient } from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import { type JazzcashStub, jazzcashHash, startJazzcashStub } from '../support/provider-stub';
import { paidAppointment, paymentStatusOf, refundsOf } from '../support/refund-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

const JAZZ = {
  merchantId: 'MC55555',
  password: 'merchant-pass',
  integritySalt: 'salt-0123',
  url: 'https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
  mpin: '4321',
};

/** A local JazzCash that checks each request exactly and remembers what it refunded. */
let stub: JazzcashStub;
let stubUrl: string;
beforeAll(async () => {
  stub = await startJazzcashStub(JAZZ);
  stubUrl = stub.refundUrl;
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());
const REFUND_PATH = '/ApplicationAPI/API/Purchase/domwalletrefundtransaction';
const INQUIRY_PATH = '/ApplicationAPI/API/PaymentInquiry/Inquire';
/** The refund requests sent, without the status inquiries. */
const refundRequests = () => stub.requests.filter((r) => r.path === REFUND_PATH);

const expectedHash = (fields: Record<string, string>) => jazzcashHash(JAZZ.integritySalt, fields);

describe('JazzCash refunds through its wallet refund request (ADR 107)', () => {
  let server: TestServer;
  let doctorId: string;
  let patient: Patient;
  let admin: string;
  let hours = 40;
  beforeAll(async () => {
    server = await startTestServer({ env: { jazzcash: { ...JAZZ, refundUrl: stubUrl } } });
    doctorId = (await createVerifiedDoctor(server, 'Nadia Hussain')).doctor.id;
    patient = await signUpPatient(server, { name: 'Kamran Akmal' });
    admin = await signInAdmin(server);
  });
  afterAll(() => server.close());

  const cancelPaid = async () => {
    hours += 1;
    const made = await paidAppointment(server, {
      doctorId,
      patientId: patient.user._id,
      hoursAhead: hours,
      provider: 'jazzcash',
      fee: 1750,
    });
    const res = await server.post(
      `/appointments/${made.appointment.id}/cancel`,
      { reason: 'Plans changed' },
      { token: patient.token },
    );
    expect(res.status).toBe(200);
    return { ...made, res };
  };
  const later = (minutes: number) => {
    server.clock.offsetMs += minutes * 60_000 + 1000;
  };

  it('posts the exact signed fields once and records the refund JazzCash made', async () => {
    const { appointment, charge, res } = await cancelPaid();
    expect(stub.requests).toHaveLength(1);
    const [sent] = stub.requests;
    expect(sent!.path).toBe(REFUND_PATH);
    expect(sent!.type).toContain('application/json');
    expect(Object.keys(sent!.body).sort()).toEqual([
      'pp_Amount',
      'pp_MerchantID',
      'pp_MerchantMPIN',
      'pp_Password',
      'pp_SecureHash',
      'pp_TxnCurrency',
      'pp_TxnRefNo',
    ]);
    expect(sent!.body).toMatchObject({
      pp_TxnRefNo: charge.reference,
      pp_Amount: '175000',
      pp_TxnCurrency: 'PKR',
      pp_MerchantID: JAZZ.merchantId,
      pp_Password: JAZZ.password,
      pp_MerchantMPIN: JAZZ.mpin,
    });
    expect(sent!.body.pp_SecureHash).toBe(expectedHash(sent!.body));
    expect(res.body.data.payment).toMatchObject({
      status: 'refunded',
      refunds: [
        { amount: 1750, status: 'succeeded', reference: `RRN-${charge.reference.slice(-6)}` },
      ],
    });
    // The job finds nothing more to send.
    expect(await sendDueRefunds(server.deps)).toBe(0);
    expect(stub.requests).toHaveLength(1);
    expect(stub.rejected).toEqual([]);
    expect(await paymentStatusOf(server, appointment.id)).toBe('refunded');
  });

  it('a 500 is retried by the job after the wait, after asking JazzCash whether the refund was made', async () => {
    stub.next(500);
    const { appointment, charge, res } = await cancelPaid();
    expect(res.body.data.payment).toMatchObject({
      status: 'paid',
      refunds: [{ amount: 1750, status: 'pending', reference: null }],
    });
    const [pending] = await refundsOf(server, appointment.id);
    expect(pending).toMatchObject({ attempts: 1, lastError: 'JazzCash answered 500' });
    // Not due yet: nothing is sent.
    expect(await sendDueRefunds(server.deps)).toBe(0);
    expect(stub.requests).toHaveLength(1);
    later(REFUND_BACKOFF_MINUTES[0]);
    expect(await sendDueRefunds(server.deps)).toBe(1);
    expect(stub.requests.map((r) => r.path)).toEqual([REFUND_PATH, INQUIRY_PATH, REFUND_PATH]);
    const inquiry = stub.requests[1]!.body;
    expect(Object.keys(inquiry).sort()).toEqual([
      'pp_MerchantID',
      'pp_Password',
      'pp_SecureHash',
      'pp_TxnRefNo',
    ]);
    expect(inquiry).toMatchObject({
      pp_TxnRefNo: charge.reference,
      pp_MerchantID: JAZZ.merchantId,
      pp_Password: JAZZ.password,
    });
    expect(inquiry.pp_SecureHash).toBe(expectedHash(inquiry));
    expect(stub.requests[2]!.body).toEqual(stub.requests[0]!.body);
    expect(stub.rejected).toEqual([]);
    const [done] = await refundsOf(server, appointment.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('a refund whose answer was lost is not sent again: the status inquiry finds it made', async () => {
    stub.next('lost');
    const { appointment, charge } = await cancelPaid();
    const [pending] = await refundsOf(server, appointment.id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending!.lastError).toMatch(/^JazzCash did not answer/);
    later(REFUND_BACKOFF_MINUTES[0]);
    expect(await sendDueRefunds(server.deps)).toBe(1);
    expect(stub.requests.map((r) => r.path)).toEqual([REFUND_PATH, INQUIRY_PATH]);
    expect(stub.again).toEqual([]);
    expect(stub.made.has(charge.reference)).toBe(true);
    const [done] = await refundsOf(server, appointment.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      reference: `RRN-${charge.reference.slice(-6)}`,
    });
    expect(await paymentStatusOf(server, appointment.id)).toBe('refunded');
  });

  it('after the last attempt the refund is failed, listed for the administrator, and marked refunded by hand', async () => {
    stub.next(500, 500, 500, 500, 500);
    const { appointment } = await cancelPaid();
    for (const wait of REFUND_BACKOFF_MINUTES) {
      later(wait);
      await sendDueRefunds(server.deps);
    }
    expect(refundRequests()).toHaveLength(5);
    const [failed] = await refundsOf(server, appointment.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, nextAttemptAt: null });
    later(600);
    expect(await sendDueRefunds(server.deps)).toBe(0);
    expect(refundRequests()).toHaveLength(5);

    const list = await server.get('/admin/refunds?status=failed', { token: admin });
    expect(list.status).toBe(200);
    const row = list.body.data.refunds.find((r: { id: string }) => r.id === failed!.id);
    expect(row).toMatchObject({
      appointmentId: appointment.id,
      provider: 'jazzcash',
      amount: 1750,
      status: 'failed',
      attempts: 5,
      lastError: 'JazzCash answered 500',
      patient: { name: 'Kamran Akmal' },
      doctor: { name: 'Nadia Hussain' },
    });

    const mark = () =>
      server.post(
        `/admin/refunds/${failed!.id}/mark-refunded`,
        { reference: 'IBFT-55012' },
        { token: admin },
      );
    const first = await mark();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'succeeded', reference: 'IBFT-55012' });
    expect(await paymentStatusOf(server, appointment.id)).toBe('refunded');
    const again = await mark();
    expect(again.status).toBe(200);
    expect(await auditCount(server, 'refund', failed!.id, 'update')).toBe(1);
    expect(refundRequests()).toHaveLength(5);
  });
});

describe('a provider that cannot refund automatically (JazzCash without an MPIN)', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    const { mpin: _none, ...noMpin } = JAZZ;
    server = await startTestServer({ env: { jazzcash: { ...noMpin, refundUrl: stubUrl } } });
    admin = await signInAdmin(server);
  });
  afterAll(() => server.close());

  it('the refund waits for the administrator, who marks it refunded with a reference', async () => {
    const doctorId = (await createVerifiedDoctor(server, 'Faisal Mirza')).doctor.id;
    const patient = await signUpPatient(server);
    const { appointment } = await paidAppointment(server, {
      doctorId,
      patientId: patient.user._id,
      hoursAhead: 3,
      provider: 'jazzcash',
    });
    const res = await server.put(
      `/admin/appointments/${appointment.id}/status`,
      { status: 'cancelled' },
      { token: admin },
    );
    expect(res.body.data.payment).toMatchObject({
      status: 'paid',
      refunds: [{ amount: 1500, status: 'manual', reference: null }],
    });
    expect(await sendDueRefunds(server.deps)).toBe(0);
    expect(stub.requests).toEqual([]);
    const toMake = await server.get('/admin/refunds?status=manual', { token: admin });
    expect(toMake.body.data.total).toBe(1);
    const id = toMake.body.data.refunds[0].id as string;

    const empty = await server.post(
      `/admin/refunds/${id}/mark-refunded`,
      { reference: '  ' },
      {
        token: admin,
      },
    );
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Please enter the refund reference');
    const patientTry = await server.post(
      `/admin/refunds/${id}/mark-refunded`,
      { reference: 'X' },
      {
        token: patient.token,
      },
    );
    expect(patientTry.status).toBe(403);
    expect((await refundsOf(server, appointment.id))[0]!.status).toBe('manual');

    const done = await server.post(
      `/admin/refunds/${id}/mark-refunded`,
      { reference: 'Cheque 1182' },
      { token: admin },
    );
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'succeeded', reference: 'Cheque 1182' });
    const view = await server.get(`/appointments/${appointment.id}`, { token: patient.token });
    expect(view.body.data.payment).toMatchObject({
      status: 'refunded',
      refunds: [{ status: 'succeeded', reference: 'Cheque 1182' }],
    });
    const unknown = await server.post(
      '/admin/refunds/00000000-0000-4000-8000-000000000000/mark-refunded',
      { reference: 'X' },
      { token: admin },
    );
    expect(unknown.status).toBe(404);
  });
});
