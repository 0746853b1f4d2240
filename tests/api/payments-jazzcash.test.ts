import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, payments } from '#server/db/schema/index';
import { book, clinicDay, insertDoctor, slotOn } from '../support/booking-fixtures';
import { signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

const JAZZ = {
  merchantId: 'MC55555',
  password: 'merchant-pass',
  integritySalt: 'salt-0123',
  url: 'https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
};
let server: TestServer;
let patient: Awaited<ReturnType<typeof signUpPatient>>;
let doctorId: string;
let hour = 9;

beforeAll(async () => {
  server = await startTestServer({ env: { jazzcash: JAZZ } });
  patient = await signUpPatient(server);
  doctorId = (await insertDoctor(server, { name: 'Dr. Saima Raza', consultationFee: 1750 })).doctor
    .id;
});
afterAll(() => server.close());

/** Signed as JazzCash signs: salt, then non-empty pp_ values sorted by name, HMAC-SHA256. */
function sign(fields: Record<string, string>) {
  const values = Object.keys(fields)
    .filter((k) => k.startsWith('pp_') && k !== 'pp_SecureHash' && fields[k])
    .sort()
    .map((k) => fields[k]);
  const hash = createHmac('sha256', JAZZ.integritySalt)
    .update([JAZZ.integritySalt, ...values].join('&'))
    .digest('hex');
  return { ...fields, pp_SecureHash: hash.toUpperCase() };
}
async function started() {
  const appt = await book(
    server,
    patient.token,
    doctorId,
    slotOn(clinicDay(server, 2), `${String(hour++).padStart(2, '0')}:30`),
  );
  const res = await server.post(
    '/payments/jazzcash/create',
    { appointmentId: appt._id },
    { token: patient.token },
  );
  expect(res.status).toBe(200);
  return { id: appt._id as string, form: res.body.data.formData as Record<string, string>, res };
}
const answer = (form: Record<string, string>, extra: Record<string, string> = {}) =>
  sign({
    pp_TxnRefNo: form.pp_TxnRefNo,
    pp_Amount: form.pp_Amount,
    pp_TxnCurrency: 'PKR',
    pp_MerchantID: JAZZ.merchantId,
    pp_BillReference: form.pp_BillReference,
    pp_TxnDateTime: form.pp_TxnDateTime,
    pp_ResponseCode: '000',
    pp_ResponseMessage: 'Thank you for Using JazzCash',
    ...extra,
  });
const callback = (fields: Record<string, string>) =>
  server.call('POST', '/payments/jazzcash/callback', {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const paymentStatus = async (id: string) =>
  (await server.db.select().from(appointments).where(eq(appointments.id, id)))[0].paymentStatus;

describe('JazzCash payments (ADR 010)', () => {
  it('becomes the default provider when configured', async () => {
    expect((await server.get('/payments/providers')).body.data.default).toBe('jazzcash');
  });

  it("create answers JazzCash's form: amount in paisa from the appointment, signed with the salt", async () => {
    const { form, res } = await started();
    expect(res.body.data.redirectUrl).toBe(JAZZ.url);
    expect(form).toMatchObject({
      pp_Version: '1.1',
      pp_TxnType: 'MWALLET',
      pp_Language: 'EN',
      pp_MerchantID: JAZZ.merchantId,
      pp_Password: JAZZ.password,
      pp_Amount: '175000',
      pp_TxnCurrency: 'PKR',
      pp_Description: 'Consultation with Dr. Saima Raza',
      pp_ReturnURL: `${server.env.appUrl}/api/payments/jazzcash/callback`,
    });
    expect(form.pp_TxnRefNo).toMatch(/^T\d{19}$/);
    expect(form.pp_TxnDateTime).toMatch(/^\d{14}$/);
    expect(form.pp_SecureHash).toBe(sign(form).pp_SecureHash);
  });

  it('a correctly signed success answer marks the appointment paid and returns 303 to the app', async () => {
    const { id, form } = await started();
    const res = await callback(answer(form));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `${server.env.appUrl}/payment?appointmentId=${id}&status=success`,
    );
    expect(await paymentStatus(id)).toBe('paid');
    const [row] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.reference, form.pp_TxnRefNo));
    expect(row.status).toBe('paid');
    expect(row.providerResponse).not.toContain(JAZZ.password);
    expect((await callback(answer(form))).status).toBe(409);
  });

  it('a wrong hash, or a signed answer about another amount, changes nothing (400)', async () => {
    const { id, form } = await started();
    const good = answer(form);
    const tampered = await callback({ ...good, pp_ResponseCode: '000', pp_Amount: '100' });
    expect([tampered.status, tampered.body.message]).toEqual([400, 'Invalid payment signature']);
    const wrongSalt = await callback({ ...good, pp_SecureHash: 'A'.repeat(64) });
    expect(wrongSalt.status).toBe(400);
    const otherAmount = await callback(answer(form, { pp_Amount: '100' }));
    expect(otherAmount.status).toBe(400);
    expect(await paymentStatus(id)).toBe('pending');
    const [row] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.reference, form.pp_TxnRefNo));
    expect(row.status).toBe('initiated');
  });

  it('a signed failure code records a failed payment', async () => {
    const { id, form } = await started();
    const res = await callback(
      answer(form, { pp_ResponseCode: '124', pp_ResponseMessage: 'Declined' }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('status=failed');
    expect(await paymentStatus(id)).toBe('failed');
  });
});
