import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSign } from '#server/modules/payments/sandbox';
import { PAYMENT_MSG } from '#shared/schemas/payment';
import { book, clinicDay, insertDoctor, slotOn } from '../support/booking-fixtures';
import { signUpPatient } from '../support/builders';
import { startListeningServer } from '../support/call-fixtures';
import { paymentsOf, postForm, sandboxFormOf } from '../support/payment-fixtures';
import { paymentStatusOf } from '../support/refund-fixtures';

// ADR 140: which providers a server offers, through the listening server.
type Listening = Awaited<ReturnType<typeof startListeningServer>>;
const JAZZ = {
  merchantId: 'MC55555',
  password: 'merchant-pass',
  integritySalt: 'salt-0123',
  url: 'https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
};

let server: Listening;
let patient: Awaited<ReturnType<typeof signUpPatient>>;
let doctorId: string;
let hour = 9;

beforeAll(async () => {
  server = await startListeningServer();
  patient = await signUpPatient(server);
  doctorId = (await insertDoctor(server, { consultationFee: 1200 })).doctor.id;
}, 120_000);
afterAll(() => server?.close());

const appointment = async () =>
  (
    await book(
      server,
      patient.token,
      doctorId,
      slotOn(clinicDay(server, 2), `${String(hour++).padStart(2, '0')}:30`),
    )
  )._id as string;
const create = (provider: string, appointmentId: string) =>
  server.http.post(`/payments/${provider}/create`, { appointmentId }, { token: patient.token });
/** Runs `fn` with the server configured so, then as it was. */
async function configured(change: Partial<Listening['deps']['env']>, fn: () => Promise<void>) {
  const before = { ...server.deps.env };
  Object.assign(server.deps.env, change);
  try {
    await fn();
  } finally {
    Object.assign(server.deps.env, before);
  }
}

describe('the payment providers a server offers', () => {
  it('without JazzCash, outside production, the sandbox (the demo)', async () => {
    const res = await server.http.get('/payments/providers');
    expect(res.body.data).toEqual({ default: 'sandbox', available: ['sandbox'] });
  });

  it('with JazzCash configured, only JazzCash: the sandbox refuses to create, show or complete a payment', async () => {
    const id = await appointment();
    const started = await create('sandbox', id);
    const page = await postForm(
      server.baseUrl,
      '/payments/sandbox/checkout',
      started.body.data.formData,
    );
    expect(page.status).toBe(200);
    await configured({ jazzcash: JAZZ }, async () => {
      const res = await server.http.get('/payments/providers');
      expect(res.body.data).toEqual({ default: 'jazzcash', available: ['jazzcash'] });
      const made = await create('sandbox', await appointment());
      expect([made.status, made.body.message]).toEqual([400, PAYMENT_MSG.sandboxOff]);
      const checkout = await postForm(
        server.baseUrl,
        '/payments/sandbox/checkout',
        started.body.data.formData,
      );
      expect([checkout.status, checkout.body?.message]).toEqual([400, PAYMENT_MSG.sandboxOff]);
      const paid = await postForm(
        server.baseUrl,
        '/payments/sandbox/callback',
        sandboxFormOf(page.text, 'success'),
      );
      expect([paid.status, paid.body?.message]).toEqual([400, PAYMENT_MSG.sandboxOff]);
    });
    expect(await paymentStatusOf(server, id)).toBe('pending');
    expect((await paymentsOf(server, id)).map((p) => p.status)).toEqual(['initiated']);
  });

  it('in production without JazzCash, none: a payment needs a real provider and the error says so', async () => {
    const id = await appointment();
    await configured({ nodeEnv: 'production' }, async () => {
      const res = await server.http.get('/payments/providers');
      expect(res.body.data).toEqual({ default: null, available: [] });
      const sandbox = await create('sandbox', id);
      expect([sandbox.status, sandbox.body.message]).toEqual([400, PAYMENT_MSG.noProvider]);
      const jazz = await create('jazzcash', id);
      expect([jazz.status, jazz.body.message]).toEqual([400, PAYMENT_MSG.notConfigured]);
      const ref = 'SBX0123456789ABCDEF';
      const forged = await postForm(server.baseUrl, '/payments/sandbox/callback', {
        ref,
        outcome: 'success',
        signature: sandboxSign(server.env.jwtSecret, 'callback', ref, 'success'),
      });
      expect([forged.status, forged.body?.message]).toEqual([400, PAYMENT_MSG.noProvider]);
    });
    expect(await paymentsOf(server, id)).toEqual([]);
    expect(await paymentStatusOf(server, id)).toBe('pending');
  });
});
