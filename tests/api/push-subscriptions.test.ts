import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '#server/db/schema/index';
import { STRONG_PASSWORD, signInAdmin, signUpPatient } from '../support/builders';
import { browserKeys } from '../support/push-service-stub';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;
const endpoint = () => `https://push.example.com/send/${Date.now()}-${++counter}`;
const subscriptionFor = (url = endpoint()) => browserKeys().json(url);
const rowsOf = (userId: string) =>
  server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const subscribe = (token: string, body: unknown) =>
  server.post('/push/subscriptions', body, { token });

describe('GET /push/vapid-public-key', () => {
  it('answers anyone the server’s P-256 public key', async () => {
    const res = await server.get('/push/vapid-public-key');
    expect(res.status).toBe(200);
    expect(res.body.data.publicKey).toBe(server.env.vapid.publicKey);
    const key = Buffer.from(res.body.data.publicKey, 'base64url');
    expect([key.length, key[0]]).toEqual([65, 4]);
  });
});

describe('POST /push/subscriptions', () => {
  it('keeps the device’s subscription, tied to its session', async () => {
    const patient = await signUpPatient(server);
    const body = subscriptionFor();
    const res = await subscribe(patient.token, body);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ endpoint: body.endpoint });
    const [row] = await rowsOf(patient.user._id);
    expect(row).toMatchObject({
      id: res.body.data.id,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    });
    const session = await server.get('/auth/sessions', { token: patient.token });
    const current = session.body.data.find((s: { current: boolean }) => s.current);
    expect(row!.sessionId).toBe(current.id);
  });

  it('subscribing the same endpoint again updates its keys instead of adding a row', async () => {
    const patient = await signUpPatient(server);
    const url = endpoint();
    const first = await subscribe(patient.token, subscriptionFor(url));
    const again = subscriptionFor(url);
    const second = await subscribe(patient.token, again);
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    const rows = await rowsOf(patient.user._id);
    expect(rows.map((r) => r.p256dh)).toEqual([again.keys.p256dh]);
  });

  it('keeps one subscription per device session: a new endpoint replaces the old one', async () => {
    const patient = await signUpPatient(server);
    await subscribe(patient.token, subscriptionFor());
    const newer = subscriptionFor();
    expect((await subscribe(patient.token, newer)).status).toBe(201);
    expect((await rowsOf(patient.user._id)).map((r) => r.endpoint)).toEqual([newer.endpoint]);
  });

  it('keeps a subscription for each signed-in device of the account', async () => {
    const patient = await signUpPatient(server);
    const login = await server.post('/auth/login', {
      email: patient.email,
      password: STRONG_PASSWORD,
    });
    await subscribe(patient.token, subscriptionFor());
    await subscribe(login.body.data.token, subscriptionFor());
    expect(await rowsOf(patient.user._id)).toHaveLength(2);
  });

  it('an endpoint another account subscribed moves to the one signed in on that browser now', async () => {
    const first = await signUpPatient(server);
    const second = await signUpPatient(server);
    const url = endpoint();
    await subscribe(first.token, subscriptionFor(url));
    expect((await subscribe(second.token, subscriptionFor(url))).status).toBe(200);
    expect(await rowsOf(first.user._id)).toEqual([]);
    expect((await rowsOf(second.user._id)).map((r) => r.endpoint)).toEqual([url]);
  });

  it('lets a doctor or the administrator subscribe too', async () => {
    const admin = await signInAdmin(server);
    expect((await subscribe(admin, subscriptionFor())).status).toBe(201);
  });

  it('refuses anonymous callers', async () => {
    expect((await subscribe('', subscriptionFor())).status).toBe(401);
  });

  const good = subscriptionFor('https://push.example.com/send/shape');
  it.each([
    [
      'an http:// endpoint elsewhere than this machine',
      { ...good, endpoint: 'http://push.example.com/x' },
      'endpoint',
      'The push endpoint must be an https:// address',
    ],
    [
      'an endpoint that is no URL',
      { ...good, endpoint: 'push-service' },
      'endpoint',
      'The push endpoint must be an https:// address',
    ],
    [
      'an endpoint with credentials',
      { ...good, endpoint: 'https://me:pw@push.example.com/x' },
      'endpoint',
      'The push endpoint must be an https:// address',
    ],
    [
      'a file: endpoint',
      { ...good, endpoint: 'file:///etc/passwd' },
      'endpoint',
      'The push endpoint must be an https:// address',
    ],
    [
      'a p256dh key of the wrong length',
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } },
      'keys.p256dh',
      'The subscription key p256dh must be a P-256 public key in base64url',
    ],
    [
      'a p256dh key that is not on the curve',
      { ...good, keys: { ...good.keys, p256dh: `B${'A'.repeat(86)}` } },
      'keys.p256dh',
      'The subscription key p256dh must be a P-256 public key in base64url',
    ],
    [
      'a p256dh key in padded base64',
      { ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh.slice(0, 86)}=` } },
      'keys.p256dh',
      'The subscription key p256dh must be a P-256 public key in base64url',
    ],
    [
      'an auth secret of 12 bytes',
      { ...good, keys: { ...good.keys, auth: 'A'.repeat(16) } },
      'keys.auth',
      'The subscription secret auth must be 16 bytes in base64url',
    ],
    [
      'no keys',
      { endpoint: good.endpoint },
      'keys',
      'A push subscription needs its keys p256dh and auth',
    ],
    [
      'an expirationTime that is no number',
      { ...good, expirationTime: 'soon' },
      'expirationTime',
      'expirationTime must be a time in milliseconds or null',
    ],
  ])(
    'refuses %s with a message naming the field, and keeps nothing',
    async (_, body, path, message) => {
      const patient = await signUpPatient(server);
      const res = await subscribe(patient.token, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[0].path).toBe(path);
      expect(await rowsOf(patient.user._id)).toEqual([]);
    },
  );

  it.each([
    'http://127.0.0.3:9/stub',
    'https://localhost/x',
    'https://10.0.0.5/x',
    'https://[fd00::1]/x',
  ])('refuses %s inside the server’s networks when PUSH_ALLOW_LOOPBACK is off', async (url) => {
    const patient = await signUpPatient(server);
    const res = await subscribe(patient.token, subscriptionFor(url));
    expect([res.status, res.body.message]).toEqual([
      400,
      'The push endpoint must be an https:// address',
    ]);
    expect(await rowsOf(patient.user._id)).toEqual([]);
  });
});

describe('DELETE /push/subscriptions/{id}', () => {
  it('removes one’s own subscription; a second time it is gone', async () => {
    const patient = await signUpPatient(server);
    const { body } = await subscribe(patient.token, subscriptionFor());
    const path = `/push/subscriptions/${body.data.id}`;
    expect((await server.delete(path, { token: patient.token })).status).toBe(200);
    expect(await rowsOf(patient.user._id)).toEqual([]);
    const again = await server.delete(path, { token: patient.token });
    expect([again.status, again.body.message]).toEqual([404, 'Push subscription not found']);
  });

  it('answers 404 for someone else’s subscription and leaves it', async () => {
    const owner = await signUpPatient(server);
    const stranger = await signUpPatient(server);
    const { body } = await subscribe(owner.token, subscriptionFor());
    const res = await server.delete(`/push/subscriptions/${body.data.id}`, {
      token: stranger.token,
    });
    expect([res.status, res.body.message]).toEqual([404, 'Push subscription not found']);
    expect(await rowsOf(owner.user._id)).toHaveLength(1);
  });
});

describe('a subscription ends with its session', () => {
  it('signing out deletes this device’s subscription and no other', async () => {
    const patient = await signUpPatient(server);
    const other = await server.post('/auth/login', {
      email: patient.email,
      password: STRONG_PASSWORD,
    });
    await subscribe(patient.token, subscriptionFor());
    const kept = subscriptionFor();
    await subscribe(other.body.data.token, kept);
    expect((await server.post('/auth/logout', undefined, { token: patient.token })).status).toBe(
      200,
    );
    expect((await rowsOf(patient.user._id)).map((r) => r.endpoint)).toEqual([kept.endpoint]);
  });

  it('signing out everywhere else deletes the other devices’ subscriptions', async () => {
    const patient = await signUpPatient(server);
    const other = await server.post('/auth/login', {
      email: patient.email,
      password: STRONG_PASSWORD,
    });
    const mine = subscriptionFor();
    await subscribe(patient.token, mine);
    await subscribe(other.body.data.token, subscriptionFor());
    expect((await server.delete('/auth/sessions', { token: patient.token })).status).toBe(200);
    expect((await rowsOf(patient.user._id)).map((r) => r.endpoint)).toEqual([mine.endpoint]);
  });

  it('ending one device from the devices list deletes its subscription', async () => {
    const patient = await signUpPatient(server);
    const other = await server.post('/auth/login', {
      email: patient.email,
      password: STRONG_PASSWORD,
    });
    const { body } = await subscribe(other.body.data.token, subscriptionFor());
    const [row] = await server.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, body.data.id));
    const res = await server.delete(`/auth/sessions/${row!.sessionId}`, { token: patient.token });
    expect(res.status).toBe(200);
    expect(await rowsOf(patient.user._id)).toEqual([]);
  });

  it('blocking the account deletes every subscription it had', async () => {
    const patient = await signUpPatient(server);
    await subscribe(patient.token, subscriptionFor());
    const admin = await signInAdmin(server);
    const res = await server.put(
      `/admin/users/${patient.user._id}/status`,
      { status: 'blocked' },
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(await rowsOf(patient.user._id)).toEqual([]);
  });
});
