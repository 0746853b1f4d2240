import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFUND_BACKOFF_MINUTES, sendDueRefunds } from '#server/modules/refunds/refund-ledger';
import { auditCount } from '../support/admin-fixtures';
import { createVerifiedDoctor, type Patient, signUpPatient } from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import { paidAppointment, paymentStatusOf, refundsOf } from '../support/refund-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

const JAZZ = {
  merchantId: 'MC55555',
  password: 'merchant-pass',
  integritySalt: 'salt-0123',
  url: 'https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
  mpin: '4321',
};

/** A local JazzCash: records each refund request and answers with the next scripted status. */
let stub: Server;
let stubUrl: string;
let requests: { path: string; type: string; body: Record<string, string> }[] = [];
let script: number[] = [];
beforeAll(async () => {
  stub = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, string>;
      requests.push({ path: req.url ?? '', type: req.headers['content-type'] ?? '', body });
      const status = script.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          status === 200
            ? {
                pp_ResponseCode: '000',
                pp_ResponseMessage:
                  'Thank you for Using JazzCash, your transaction was successful.',
                pp_TxnRefNo: body.pp_TxnRefNo,
                pp_RetreivalReferenceNo: 'RRN-770011',
              }
            : { pp_ResponseCode: '999', pp_ResponseMessage: 'System error' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/ApplicationAPI/API/Purchase/domwalletrefundtransaction`;
});
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));
beforeEach(() => {
  requests = [];
  script = [];
});

/** JazzCash's own check: salt, then the non-empty pp_ values sorted by field name, HMAC-SHA256. */
function expectedHash(fields: Record<string, string>) {
  const values = Object.keys(fields)
    .filter((k) => k.startsWith('pp_') && k !== 'pp_SecureHash' && fields[k])
    .sort()
    .map((k) => fields[k]);
  return createHmac('sha256', JAZZ.integritySalt)
    .update([JAZZ.integritySalt, ...values].join('&'))
    .digest('hex')
    .toUpperCase();
}

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
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent!.path).toBe('/ApplicationAPI/API/Purchase/domwalletrefundtransaction');
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
      refunds: [{ amount: 1750, status: 'succeeded', reference: 'RRN-770011' }],
    });
    // The job finds nothing more to send.
    expect(await sendDueRefunds(server.deps)).toBe(0);
    expect(requests).toHaveLength(1);
    expect(await paymentStatusOf(server, appointment.id)).toBe('refunded');
  });

  it('a 500 is retried by the job after the wait, and then succeeds', async () => {
    script = [500];
    const { appointment, res } = await cancelPaid();
    expect(res.body.data.payment).toMatchObject({
      status: 'paid',
      refunds: [{ amount: 1750, status: 'pending', reference: null }],
    });
    const [pending] = await refundsOf(server, appointment.id);
    expect(pending).toMatchObject({ attempts: 1, lastError: 'JazzCash answered 500' });
    // Not due yet: nothing is sent.
    expect(await sendDueRefunds(server.deps)).toBe(0);
    expect(requests).toHaveLength(1);
    later(REFUND_BACKOFF_MINUTES[0]);
    expect(await sendDueRefunds(server.deps)).toBe(1);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body).toEqual(requests[0]!.body);
    const [done] = await refundsOf(server, appointment.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, reference: 'RRN-770011' });
  });

  it('after the last attempt the refund is failed, listed for the administrator, and marked refunded by hand', async () => {
    script = [500, 500, 500, 500, 500];
    const { appointment } = await cancelPaid();
    for (const wait of REFUND_BACKOFF_MINUTES) {
      later(wait);
      await sendDueRefunds(server.deps);
    }
    expect(requests).toHaveLength(5);
    const [failed] = await refundsOf(server, appointment.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, nextAttemptAt: null });
    later(600);
    expect(await sendDueRefunds(server.deps)).toBe(0);
    expect(requests).toHaveLength(5);

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
    expect(requests).toHaveLength(5);
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
    expect(requests).toEqual([]);
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
