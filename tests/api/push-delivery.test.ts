import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { pushSubscriptions, sessions } from '#server/db/schema/index';
import { PUSH_TTL_SECONDS, pushToUser } from '#server/modules/push/push-sender';
import type { PushMessage } from '#shared/schemas/push';
import {
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
} from '../support/appointment-builders';
import { STRONG_PASSWORD, signUpPatient, uniqueEmail } from '../support/builders';
import {
  type BrowserKeys,
  browserKeys,
  checkVapid,
  decryptPush,
  type PushServiceStub,
  startPushServiceStub,
} from '../support/push-service-stub';
import { startRealServer } from '../support/real-server';
import { startTestServer, type TestServer } from '../support/test-server';

// The server's sending, against a push service on a loopback address that checks what a real one
// would: the VAPID Authorization, TTL and Urgency, and a body only the subscription's keys open.

let server: TestServer;
let stub: PushServiceStub;
beforeAll(async () => {
  // The stub listens on a loopback address: only PUSH_ALLOW_LOOPBACK lets it in (ADR 142).
  server = await startTestServer({ env: { pushAllowLoopback: true } });
  stub = await startPushServiceStub();
});
afterAll(async () => {
  await stub.close();
  await server.close();
});
afterEach(() => {
  server.clock.offsetMs = 0;
});

const APPOINTMENT = '6f1c3a52-8a31-4a5e-9a43-2f0d5b8f7c11';
let counter = 0;

/** A patient whose browser subscribed with fresh keys to a path of the stub. */
async function subscribedPatient() {
  const patient = await signUpPatient(server);
  const keys = browserKeys();
  const path = `/push/${++counter}`;
  const res = await server.post('/push/subscriptions', keys.json(stub.endpoint(path)), {
    token: patient.token,
  });
  expect(res.status).toBe(201);
  return { ...patient, keys, path, id: res.body.data.id as string };
}

const rowsOf = (userId: string) =>
  server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const push = (userId: string, message: PushMessage, options?: Parameters<typeof pushToUser>[3]) =>
  pushToUser(server.deps, userId, message, options);
const opened = (body: Buffer, keys: BrowserKeys) => JSON.parse(decryptPush(body, keys));

describe('pushToUser', () => {
  it('posts an encrypted push with the server’s VAPID signature, a TTL and an urgency', async () => {
    const patient = await subscribedPatient();
    const outcome = await push(patient.user._id, { kind: 'APPOINTMENT_REMINDER', id: APPOINTMENT });
    expect(outcome).toEqual({ sent: 1, gone: 0, failed: 0 });
    const [request] = stub.to(patient.path);
    expect(request).toMatchObject({
      method: 'POST',
      headers: {
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: String(PUSH_TTL_SECONDS),
        urgency: 'normal',
      },
    });
    const vapid = checkVapid(request!.headers.authorization, stub.origin);
    expect(vapid).toEqual({
      publicKey: server.env.vapid.publicKey,
      subject: server.env.vapid.subject,
    });
    expect(opened(request!.body, patient.keys)).toEqual({
      kind: 'APPOINTMENT_REMINDER',
      id: APPOINTMENT,
    });
  });

  it('carries only the kind and the id, whatever else the caller’s object holds', async () => {
    const patient = await subscribedPatient();
    const message = {
      kind: 'PRESCRIPTION_READY',
      id: APPOINTMENT,
      doctorName: 'Dr. Ayesha Khan',
      reason: 'Chest pain',
      startTime: '2026-12-01T05:00:00.000Z',
    };
    await push(patient.user._id, message, { ttl: 600, urgency: 'high' });
    const [request] = stub.to(patient.path);
    expect(request!.headers).toMatchObject({ ttl: '600', urgency: 'high' });
    const plain = decryptPush(request!.body, patient.keys);
    expect(plain).toBe(`{"kind":"PRESCRIPTION_READY","id":"${APPOINTMENT}"}`);
    expect(plain).not.toMatch(/Ayesha|Chest|2026/);
  });

  it('a body encrypted for one device does not open with another device’s keys', async () => {
    const patient = await subscribedPatient();
    await push(patient.user._id, { kind: 'APPOINTMENT_CONFIRMED', id: APPOINTMENT });
    const [request] = stub.to(patient.path);
    expect(() => decryptPush(request!.body, browserKeys())).toThrow();
  });

  it.each([404, 410])(
    'deletes the subscription when the push service answers %i',
    async (status) => {
      const patient = await subscribedPatient();
      stub.answer(patient.path, status);
      const outcome = await push(patient.user._id, {
        kind: 'APPOINTMENT_REMINDER',
        id: APPOINTMENT,
      });
      expect(outcome).toEqual({ sent: 0, gone: 1, failed: 0 });
      expect(await rowsOf(patient.user._id)).toEqual([]);
    },
  );

  it('keeps the subscription when the push service fails otherwise, for the next push', async () => {
    const patient = await subscribedPatient();
    stub.answer(patient.path, 500);
    const outcome = await push(patient.user._id, { kind: 'APPOINTMENT_REMINDER', id: APPOINTMENT });
    expect(outcome).toEqual({ sent: 0, gone: 0, failed: 1 });
    expect(await rowsOf(patient.user._id)).toHaveLength(1);
  });

  it('sends nothing to a device that signed out', async () => {
    const patient = await subscribedPatient();
    await server.post('/auth/logout', undefined, { token: patient.token });
    const outcome = await push(patient.user._id, { kind: 'APPOINTMENT_REMINDER', id: APPOINTMENT });
    expect(outcome).toEqual({ sent: 0, gone: 0, failed: 0 });
    expect(stub.to(patient.path)).toEqual([]);
  });

  it('sends nothing to a device whose session ran out, and forgets its subscription', async () => {
    const patient = await subscribedPatient();
    const [row] = await rowsOf(patient.user._id);
    const [session] = await server.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, row!.sessionId));
    server.clock.offsetMs = session!.expiresAt.getTime() - Date.now() + 60_000;
    const outcome = await push(patient.user._id, { kind: 'APPOINTMENT_REMINDER', id: APPOINTMENT });
    expect(outcome.sent).toBe(0);
    expect(stub.to(patient.path)).toEqual([]);
    expect(await rowsOf(patient.user._id)).toEqual([]);
  });

  it('reaches every signed-in device of the account, each with its own keys', async () => {
    const patient = await subscribedPatient();
    const login = await server.post('/auth/login', {
      email: patient.email,
      password: STRONG_PASSWORD,
    });
    const laptop = browserKeys();
    const laptopPath = `/push/laptop-${++counter}`;
    await server.post('/push/subscriptions', laptop.json(stub.endpoint(laptopPath)), {
      token: login.body.data.token,
    });
    const outcome = await push(patient.user._id, {
      kind: 'APPOINTMENT_CANCELLED_BY_DOCTOR',
      id: APPOINTMENT,
    });
    expect(outcome.sent).toBe(2);
    expect(opened(stub.to(laptopPath)[0]!.body, laptop)).toEqual({
      kind: 'APPOINTMENT_CANCELLED_BY_DOCTOR',
      id: APPOINTMENT,
    });
    expect(opened(stub.to(patient.path)[0]!.body, patient.keys).id).toBe(APPOINTMENT);
  });
});

describe('a notification reaches the reader’s devices by push', () => {
  const arrived = async (path: string, count: number) => {
    for (let i = 0; i < 50 && stub.to(path).length < count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return stub.to(path);
  };

  /** A doctor approves the patient's pending request: APPOINTMENT_CONFIRMED to the patient. */
  async function approvedRequest(patientId: string) {
    const doc = await createVerifiedDoctor(server);
    const slot = clinicSlot(server, 2, '11:00');
    const pending = await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId,
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
    return pending.id;
  }

  it('a doctor confirming the request pushes {kind, id} to the patient, and nothing else', async () => {
    const patient = await subscribedPatient();
    const id = await approvedRequest(patient.user._id);
    const [request] = await arrived(patient.path, 1);
    expect(decryptPush(request!.body, patient.keys)).toBe(
      `{"kind":"APPOINTMENT_CONFIRMED","id":"${id}"}`,
    );
  });

  it('a patient who turned push off for changes gets none', async () => {
    const patient = await subscribedPatient();
    const on = { reminders: true, changes: true, prescriptions: true };
    const off = { reminders: false, changes: false, prescriptions: false };
    const choice = await server.put(
      '/notification-preferences',
      { email: on, sms: off, whatsapp: off, push: { ...on, changes: false } },
      { token: patient.token },
    );
    expect(choice.status).toBe(200);
    await approvedRequest(patient.user._id);
    expect(await arrived(patient.path, 1)).toEqual([]);
  });
});

describe('push subscriptions through the listening server', () => {
  it('a device subscribes with the stub’s loopback endpoint, and signing out deletes it', async () => {
    const real = await startRealServer({
      postgres: inject('postgres'),
      env: { PUSH_ALLOW_LOOPBACK: 'true' },
    });
    try {
      const caller = real.from('127.0.0.2');
      const email = uniqueEmail('push');
      expect(
        (
          await caller.post('/auth/patient/register', {
            name: 'Push Patient',
            email,
            password: STRONG_PASSWORD,
          })
        ).status,
      ).toBe(201);
      const signIn = async () =>
        (await caller.post('/auth/login', { email, password: STRONG_PASSWORD })).body.data
          .token as string;
      const phone = await signIn();
      const laptop = await signIn();
      const key = await caller.get('/push/vapid-public-key');
      expect(Buffer.from(key.body.data.publicKey, 'base64url')).toHaveLength(65);
      const answer = await caller.post(
        '/push/subscriptions',
        browserKeys().json(stub.endpoint('/real')),
        {
          token: phone,
        },
      );
      expect(answer.status).toBe(201);
      const path = `/push/subscriptions/${answer.body.data.id}`;
      expect((await caller.post('/auth/logout', undefined, { token: phone })).status).toBe(200);
      // Still there, the laptop (same account) could remove it; after the sign-out it is gone.
      const removed = await caller.call('DELETE', path, { token: laptop });
      expect([removed.status, removed.body.message]).toEqual([404, 'Push subscription not found']);
    } finally {
      await real.close();
    }
  }, 120_000);
});
