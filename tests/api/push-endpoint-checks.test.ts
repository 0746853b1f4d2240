import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pushSubscriptions } from '#server/db/schema/index';
import { pushToUser } from '#server/modules/push/push-sender';
import {
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
} from '../support/appointment-builders';
import { STRONG_PASSWORD, signUpPatient, uniqueEmail } from '../support/builders';
import {
  browserKeys,
  type PushServiceStub,
  startPushServiceStub,
} from '../support/push-service-stub';
import { startRealServer } from '../support/real-server';
import { startTestServer, type TestServer } from '../support/test-server';

// ADR 142: the server resolves a push endpoint's host at every send and posts nowhere inside its
// own networks. Only PUSH_ALLOW_LOOPBACK (off here, as in production) lets the loopback stub in.

let server: TestServer;
let stub: PushServiceStub;
const logged: { message: string; fields?: Record<string, unknown> }[] = [];
beforeAll(async () => {
  server = await startTestServer();
  server.deps.log = {
    info: () => {},
    error: (message, fields) => logged.push({ message, fields }),
  };
  stub = await startPushServiceStub();
});
afterAll(async () => {
  await stub.close();
  await server.close();
});

let counter = 0;
const APPOINTMENT = '6f1c3a52-8a31-4a5e-9a43-2f0d5b8f7c11';
const rowsOf = (userId: string) =>
  server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/**
 * A patient whose device subscribed with a push service's https address, which now points
 * somewhere else: the name answers another address, or the row was written before the check.
 */
async function patientWhoseEndpointBecame(endpoint: string) {
  const patient = await signUpPatient(server);
  const saved = await server.post(
    '/push/subscriptions',
    browserKeys().json(`https://push.example.com/send/${++counter}`),
    { token: patient.token },
  );
  expect(saved.status).toBe(201);
  await server.db
    .update(pushSubscriptions)
    .set({ endpoint })
    .where(eq(pushSubscriptions.id, saved.body.data.id));
  return patient;
}

describe('a push is never posted inside the server’s own networks', () => {
  it.each([
    ['the loopback stub, without PUSH_ALLOW_LOOPBACK', () => stub.endpoint('/refused')],
    [
      'a name that resolves to this machine',
      () => `https://localhost:${new URL(stub.origin).port}/x`,
    ],
    ['the cloud metadata address', () => 'https://169.254.169.254/latest/meta-data'],
    ['a private address', () => 'https://10.0.0.5/push'],
    ['an IPv4-mapped private address', () => 'https://[::ffff:192.168.1.10]/push'],
  ])(
    '%s: nothing is sent, the subscription is forgotten, and the refusal logged',
    async (_, to) => {
      const endpoint = to();
      const patient = await patientWhoseEndpointBecame(endpoint);
      const before = stub.received.length;
      const outcome = await pushToUser(server.deps, patient.user._id, {
        kind: 'APPOINTMENT_REMINDER',
        id: APPOINTMENT,
      });
      expect(outcome).toEqual({ sent: 0, gone: 1, failed: 0 });
      expect(stub.received.length).toBe(before);
      expect(await rowsOf(patient.user._id)).toEqual([]);
      expect(logged.at(-1)).toEqual({
        message: 'refused a push endpoint inside a private network',
        fields: { host: new URL(endpoint).host, address: expect.any(String) },
      });
    },
  );

  it('a doctor confirming a request does not post the patient’s push to a private address', async () => {
    const path = `/confirmed-${++counter}`;
    const patient = await patientWhoseEndpointBecame(stub.endpoint(path));
    const doc = await createVerifiedDoctor(server);
    const slot = clinicSlot(server, 2, '11:00');
    const pending = await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: patient.user._id,
      start: slot.start,
      end: slot.end,
      status: 'pending',
    });
    const res = await server.patch(
      `/appointments/${pending.id}/status`,
      { status: 'scheduled' },
      { token: doc.token },
    );
    expect(res.status).toBe(200);
    // The push goes out after the answer: the forgotten row shows it was tried and refused.
    await expect.poll(async () => (await rowsOf(patient.user._id)).length).toBe(0);
    expect(stub.to(path)).toEqual([]);
  });
});

describe('subscribing through the listening server, as `npm start` runs it', () => {
  it('refuses the loopback stub’s endpoint unless PUSH_ALLOW_LOOPBACK is set', async () => {
    const answers: unknown[] = [];
    const settings: Record<string, string>[] = [{}, { PUSH_ALLOW_LOOPBACK: 'true' }];
    for (const env of settings) {
      const real = await startRealServer({ postgres: inject('postgres'), env });
      try {
        const caller = real.from('127.0.0.2');
        const email = uniqueEmail('push-check');
        const signUp = await caller.post('/auth/patient/register', {
          name: 'Push Patient',
          email,
          password: STRONG_PASSWORD,
        });
        expect(signUp.status).toBe(201);
        const login = await caller.post('/auth/login', { email, password: STRONG_PASSWORD });
        const device = browserKeys().json(stub.endpoint('/real-check'));
        const answer = await caller.post('/push/subscriptions', device, {
          token: login.body.data.token,
        });
        answers.push([answer.status, answer.body.message ?? null]);
      } finally {
        await real.close();
      }
    }
    expect(answers).toEqual([
      [400, 'The push endpoint must be an https:// address'],
      [201, null],
    ]);
  }, 180_000);
});
