import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, notifications, payments } from '#server/db/schema/index';
import { answeredNotification } from '../support/appointment-builders';
import { book, clinicDay, insertDoctor, signIn, slotOn } from '../support/booking-fixtures';
import { signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let patient: Awaited<ReturnType<typeof signUpPatient>>;
let doctorId: string;
let doctorEmail: string;
let hour = 9;

beforeAll(async () => {
  server = await startTestServer();
  patient = await signUpPatient(server, { name: 'Hira Chaudhry' });
  const made = await insertDoctor(server, { name: 'Dr. Omar Sheikh', consultationFee: 2000 });
  doctorId = made.doctor.id;
  doctorEmail = made.email;
});
afterAll(() => server.close());

const newAppointment = async () =>
  (
    await book(
      server,
      patient.token,
      doctorId,
      slotOn(clinicDay(server, 2), `${String(hour++).padStart(2, '0')}:00`),
    )
  )._id as string;
const create = (
  appointmentId: string,
  token = patient.token,
  extra: Record<string, unknown> = {},
) =>
  server.post(
    '/payments/sandbox/create',
    {
      appointmentId,
      amount: 1,
      currency: 'PKR',
      description: 'x',
      customerEmail: 'fake@example.com',
      customerPhone: '0000',
      ...extra,
    },
    { token },
  );
const postForm = (path: string, fields: Record<string, string>) =>
  server.call('POST', path, {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
/** The hidden fields of the checkout page's form for one outcome, as the browser would post them. */
function formOf(html: string, outcome: 'success' | 'failed') {
  const form = html.split('<form').find((f) => f.includes(`value="${outcome}"`))!;
  return Object.fromEntries(
    [...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
}
async function checkout(appointmentId: string) {
  const created = await create(appointmentId);
  expect(created.status).toBe(200);
  const page = await postForm('/payments/sandbox/checkout', created.body.data.formData);
  expect(page.status).toBe(200);
  return { created, page };
}
const appointmentRow = async (id: string) =>
  (await server.db.select().from(appointments).where(eq(appointments.id, id)))[0];
const paidNotes = async (id: string) =>
  (
    await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, id), eq(notifications.type, 'PAYMENT_RECEIVED')))
  ).length;

describe('sandbox payments (ADR 010)', () => {
  it('is the default provider without JazzCash credentials', async () => {
    const res = await server.get('/payments/providers');
    expect(res.body.data).toEqual({ default: 'sandbox', available: ['sandbox'] });
  });

  it("create records the appointment's fee, whatever amount the client sends, and points at the checkout page", async () => {
    const id = await newAppointment();
    const res = await create(id);
    expect(res.status).toBe(200);
    expect(res.body.data.redirectUrl).toBe(`${server.env.appUrl}/api/payments/sandbox/checkout`);
    expect(Object.keys(res.body.data.formData).sort()).toEqual(['ref', 'signature']);
    const [row] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.reference, res.body.data.formData.ref));
    expect(row).toMatchObject({
      amount: 2000,
      currency: 'PKR',
      status: 'initiated',
      provider: 'sandbox',
      appointmentId: id,
    });
  });

  it("the checkout page shows the amount and the patient's own contact, with no script, under the strict CSP", async () => {
    const { page } = await checkout(await newAppointment());
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('Rs 2,000');
    expect(page.text).toContain(patient.email);
    expect(page.text).toContain('Dr. Omar Sheikh');
    expect(page.text).not.toContain('fake@example.com');
    expect(page.text).not.toMatch(/<script/i);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('money that arrives after the appointment was cancelled is refunded in full at once (ADR 107)', async () => {
    const id = await newAppointment();
    const { page } = await checkout(id);
    const cancelled = await server.post(
      `/appointments/${id}/cancel`,
      { reason: 'Plans changed' },
      { token: patient.token },
    );
    expect(cancelled.body.data.payment).toMatchObject({ status: 'pending', refunds: [] });
    const paid = await postForm('/payments/sandbox/callback', formOf(page.text, 'success'));
    expect(paid.status).toBe(303);
    const view = await server.get(`/appointments/${id}`, { token: patient.token });
    expect(view.body.data.payment).toMatchObject({
      status: 'refunded',
      amount: 2000,
      refunds: [{ amount: 2000, status: 'succeeded' }],
    });
  });

  it('Pay marks the appointment paid once, notifies the patient and returns to the app with 303', async () => {
    const id = await newAppointment();
    const { page } = await checkout(id);
    const paid = await postForm('/payments/sandbox/callback', formOf(page.text, 'success'));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${server.env.appUrl}/payment?appointmentId=${id}&status=success`,
    );
    expect(await appointmentRow(id)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'sandbox',
    });
    expect(await paidNotes(id)).toBe(1);
    const [note] = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, id), eq(notifications.type, 'PAYMENT_RECEIVED')));
    const data = {
      kind: 'PAYMENT_RECEIVED',
      params: { amount: 2000, doctorName: 'Dr. Omar Sheikh' },
    };
    expect(note.data).toEqual(data);
    expect(note.message).toBe('We received Rs 2,000 for your appointment with Dr. Omar Sheikh.');
    const answered = await answeredNotification(server, patient.token, id, note.type);
    expect(answered.note).toMatchObject({ data, title: note.title, message: note.message });
    expect(answered.refilled).toEqual({
      type: note.type,
      title: note.title,
      message: note.message,
    });

    const replay = await postForm('/payments/sandbox/callback', formOf(page.text, 'success'));
    expect([replay.status, replay.body.message]).toEqual([
      409,
      'This payment was already processed',
    ]);
    const declineAfter = await postForm('/payments/sandbox/callback', formOf(page.text, 'failed'));
    expect(declineAfter.status).toBe(409);
    expect((await appointmentRow(id)).paymentStatus).toBe('paid');
    expect(await paidNotes(id)).toBe(1);

    const again = await create(id);
    expect([again.status, again.body.message]).toEqual([409, 'This appointment is already paid']);
  });

  it('Decline records a failed payment and returns with status=failed', async () => {
    const id = await newAppointment();
    const { created, page } = await checkout(id);
    const res = await postForm('/payments/sandbox/callback', formOf(page.text, 'failed'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('status=failed');
    expect((await appointmentRow(id)).paymentStatus).toBe('failed');
    const [row] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.reference, created.body.data.formData.ref));
    expect(row.status).toBe('failed');
    expect(await paidNotes(id)).toBe(0);
  });

  it('a tampered callback or checkout is refused with 400 and changes nothing', async () => {
    const id = await newAppointment();
    const { created, page } = await checkout(id);
    const declined = formOf(page.text, 'failed');
    const forged = await postForm('/payments/sandbox/callback', {
      ...declined,
      outcome: 'success',
    });
    expect([forged.status, forged.body.message]).toEqual([400, 'Invalid payment signature']);
    const noSig = await postForm('/payments/sandbox/callback', {
      ref: declined.ref,
      outcome: 'success',
    });
    expect(noSig.status).toBe(400);
    const fakeCheckout = await postForm('/payments/sandbox/checkout', {
      ref: created.body.data.formData.ref,
      signature: 'x',
    });
    expect(fakeCheckout.status).toBe(400);
    expect((await appointmentRow(id)).paymentStatus).toBe('pending');
    const [row] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.reference, declined.ref));
    expect(row.status).toBe('initiated');
  });

  it("refuses paying someone else's appointment (403), strangers (401) and bad requests", async () => {
    const id = await newAppointment();
    const other = await signUpPatient(server);
    expect((await create(id, other.token)).status).toBe(403);
    expect((await create(id, await signIn(server, doctorEmail))).status).toBe(403);
    expect((await server.post('/payments/sandbox/create', { appointmentId: id })).status).toBe(401);
    expect((await create(randomUUID())).status).toBe(404);
    const unknown = await server.post(
      '/payments/paypal/create',
      { appointmentId: id },
      { token: patient.token },
    );
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Payment provider not found']);
    const jazz = await server.post(
      '/payments/jazzcash/create',
      { appointmentId: id },
      { token: patient.token },
    );
    expect([jazz.status, jazz.body.message]).toEqual([
      400,
      'This payment provider is not configured',
    ]);
    expect((await create(id, patient.token, { amount: 'abc' })).body.message).toBe(
      'Amount must be a positive number',
    );
    expect((await create(id, patient.token, { currency: 'USD' })).body.message).toBe(
      'Payments are in PKR',
    );
    expect(
      (await server.post('/payments/sandbox/create', {}, { token: patient.token })).body.message,
    ).toBe('Please choose the appointment to pay for');
  });

  it('refuses a cancelled appointment with 409', async () => {
    const id = await newAppointment();
    await server.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, id));
    const res = await create(id);
    expect([res.status, res.body.message]).toEqual([409, 'A cancelled appointment cannot be paid']);
  });
});
