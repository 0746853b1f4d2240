import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from '#server/env';
import { LOGIN_LIMITS, RATE_MAX_FAILURES } from '#server/modules/auth/rate-limit';
import { STRONG_PASSWORD, uniqueEmail } from '../support/builders';
import { type RealServer, startRealServer } from '../support/real-server';

// Everything here depends on the connection, so it goes through the listening server that
// `npm start` runs, with callers on several loopback addresses (app.request() has no socket).

type Caller = ReturnType<RealServer['from']>;

async function register(caller: Caller, name = 'Caller Patient') {
  const email = uniqueEmail('caller');
  const answer = await caller.post('/auth/patient/register', {
    name,
    email,
    password: STRONG_PASSWORD,
  });
  expect(answer.status).toBe(201);
  return email;
}

const signIn = (caller: Caller, email: string, password = STRONG_PASSWORD) =>
  caller.post('/auth/login', { email, password });

async function failSignIns(caller: Caller, email: string, times: number) {
  for (let i = 0; i < times; i++) {
    expect((await signIn(caller, email, 'Wrong@Pass9')).status).toBe(401);
  }
}

describe('the server as deployed tells its callers apart', () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer({ postgres: inject('postgres') });
  }, 120_000);
  afterAll(() => server?.close());

  it('twenty failed sign-ins from one address do not lock anyone else out', async () => {
    const owner = await register(server.from('127.0.0.3'));
    const attacker = server.from('127.0.0.2');
    for (let i = 0; i < LOGIN_LIMITS.address; i++) {
      expect((await signIn(attacker, uniqueEmail('made-up'), 'Wrong@Pass9')).status).toBe(401);
    }
    expect((await signIn(attacker, owner)).status).toBe(429);
    expect((await signIn(server.from('127.0.0.3'), owner)).status).toBe(200);
  }, 120_000);

  it('forgot-password requests from one address do not stop another address', async () => {
    const noisy = server.from('127.0.0.4');
    for (let i = 0; i < RATE_MAX_FAILURES; i++) {
      const answer = await noisy.post('/auth/forgot-password', { email: uniqueEmail('nobody') });
      expect(answer.status).toBe(200);
    }
    const refused = await noisy.post('/auth/forgot-password', { email: uniqueEmail('nobody') });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const other = await server
      .from('127.0.0.5')
      .post('/auth/forgot-password', { email: uniqueEmail('nobody') });
    expect(other.status).toBe(200);
  }, 60_000);

  it('an account guessed at from one address still signs in from another', async () => {
    const owner = await register(server.from('127.0.0.6'));
    const guesser = server.from('127.0.0.7');
    await failSignIns(guesser, owner, LOGIN_LIMITS.accountAtAddress);
    expect((await signIn(guesser, owner)).status).toBe(429);
    expect((await signIn(server.from('127.0.0.6'), owner)).status).toBe(200);
  }, 60_000);

  it('an account guessed at from many addresses is limited on every address', async () => {
    const owner = await register(server.from('127.0.1.1'));
    const addresses = LOGIN_LIMITS.account / LOGIN_LIMITS.accountAtAddress;
    for (let i = 0; i < addresses; i++) {
      await failSignIns(server.from(`127.0.2.${i + 1}`), owner, LOGIN_LIMITS.accountAtAddress);
    }
    const fresh = server.from('127.0.3.1');
    expect((await signIn(fresh, owner)).status).toBe(429);
    // The limit is the account's, not the new address's: another account signs in from there.
    const other = await register(server.from('127.0.1.2'));
    expect((await signIn(fresh, other)).status).toBe(200);
  }, 240_000);

  it('the audit log and the signed-in devices show the address each caller came from', async () => {
    // Names are letters only; this one is unique so the log search finds this caller's rows.
    const name = `Caller ${[...Date.now().toString(26)].map((d) => String.fromCharCode(97 + Number.parseInt(d, 26))).join('')}`;
    const email = await register(server.from('127.0.0.8'), name);
    const login = await signIn(server.from('127.0.0.9'), email);
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;

    const devices = await server.from('127.0.0.9').get('/auth/sessions', { token });
    expect(devices.status).toBe(200);
    expect(devices.body.data).toHaveLength(1);
    expect(devices.body.data[0]).toMatchObject({ ipAddress: '127.0.0.9', network: 'this-machine' });

    const admin = await signIn(server.from('127.0.0.10'), DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    expect(admin.status).toBe(200);
    const logs = await server
      .from('127.0.0.10')
      .get(`/admin/logs?type=all&search=${encodeURIComponent(name)}`, {
        token: admin.body.data.token,
      });
    expect(logs.status).toBe(200);
    const rows = logs.body.data.logs as { action: string; ipAddress: string }[];
    expect(rows.map((l) => l.action).sort()).toEqual(['create', 'login']);
    const addresses = new Set(rows.map((l) => l.ipAddress));
    expect(addresses).toContain('127.0.0.8');
    expect(addresses).toContain('127.0.0.9');
    expect(addresses).not.toContain('unknown');
  }, 60_000);

  it('the mail outbox answers the server’s own machine, but not a request a proxy forwarded', async () => {
    const local = await server.from('127.0.0.11').get('/dev/outbox');
    expect(local.status).toBe(200);
    const forwarded = await server
      .from('127.0.0.11')
      .get('/dev/outbox', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(401);
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer({ postgres: inject('postgres'), env: { TRUST_PROXY: '1' } });
  }, 120_000);
  afterAll(() => server?.close());

  const via = (client: string) => ({ headers: { 'x-forwarded-for': client } });

  it('limits count per forwarded client, not per proxy', async () => {
    const proxy = server.from('127.0.0.2');
    const owner = await register(server.from('127.0.0.3'));
    for (let i = 0; i < LOGIN_LIMITS.address; i++) {
      const answer = await proxy.post(
        '/auth/login',
        { email: uniqueEmail('made-up'), password: 'Wrong@Pass9' },
        via('198.51.100.7'),
      );
      expect(answer.status).toBe(401);
    }
    const limited = await proxy.post(
      '/auth/login',
      { email: owner, password: STRONG_PASSWORD },
      via('198.51.100.7'),
    );
    expect(limited.status).toBe(429);
    const otherClient = await proxy.post(
      '/auth/login',
      { email: owner, password: STRONG_PASSWORD },
      via('198.51.100.8'),
    );
    expect(otherClient.status).toBe(200);

    const devices = await proxy.get('/auth/sessions', {
      token: otherClient.body.data.token,
      ...via('198.51.100.8'),
    });
    expect(devices.body.data[0]).toMatchObject({ ipAddress: '198.51.100.8', network: 'internet' });
  }, 120_000);

  it('a client cannot choose its address by adding its own X-Forwarded-For entry', async () => {
    const email = await register(server.from('127.0.0.4'));
    const login = await server
      .from('127.0.0.4')
      .post('/auth/login', { email, password: STRONG_PASSWORD }, via('203.0.113.66, 198.51.100.9'));
    const devices = await server
      .from('127.0.0.4')
      .get('/auth/sessions', { token: login.body.data.token, ...via('198.51.100.9') });
    expect(devices.body.data[0].ipAddress).toBe('198.51.100.9');
  }, 60_000);
});
