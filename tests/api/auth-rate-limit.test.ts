import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { sessions } from '#server/db/schema/index';
import { createServer } from '#server/index';
import { LOGIN_LIMITS } from '#server/modules/auth/rate-limit';
import { STRONG_PASSWORD, signUpPatient, uniqueEmail } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.clock.offsetMs = 0;
});

const WINDOW_S = 15 * 60;
const TOO_MANY = 'Too many attempts. Please try again later.';
let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;
const countSessions = async () =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n;

const { accountAtAddress, address, account } = LOGIN_LIMITS;
const wrong = (email: string, ip: string) =>
  server.post('/auth/login', { email, password: 'Wrong@Pass9' }, { ip });

describe('sign-in rate limit', () => {
  it('after 5 failures for an account from one address, even the right password from there gets 429 with Retry-After', async () => {
    const { email } = await signUpPatient(server);
    const ip = freshIp();
    for (let i = 0; i < accountAtAddress; i++) expect((await wrong(email, ip)).status).toBe(401);
    const before = await countSessions();
    const limited = await server.post('/auth/login', { email, password: STRONG_PASSWORD }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, message: TOO_MANY });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(WINDOW_S - 60);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_S);
    expect(await countSessions()).toBe(before);

    server.clock.offsetMs = (WINDOW_S + 1) * 1000;
    const later = await server.post('/auth/login', { email, password: STRONG_PASSWORD }, { ip });
    expect(later.status).toBe(200);
  });

  it('parallel wrong passwords for one account from one address: at most the limit are checked', async () => {
    const { email } = await signUpPatient(server);
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 16 }, () => wrong(email, ip)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(accountAtAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - accountAtAddress);
  });

  it('an attacker at one address cannot lock the owner out at another address', async () => {
    const { email } = await signUpPatient(server);
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < accountAtAddress + 3; i++)
      statuses.push((await wrong(email, attacker)).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(accountAtAddress);
    expect(statuses.at(-1)).toBe(429);
    const owner = await server.post(
      '/auth/login',
      { email, password: STRONG_PASSWORD },
      { ip: freshIp() },
    );
    expect(owner.status).toBe(200);
  });

  it('the account is limited across addresses only at the higher account limit', async () => {
    const { email } = await signUpPatient(server);
    let failures = 0;
    while (failures < account) {
      const ip = freshIp();
      for (let i = 0; i < accountAtAddress && failures < account; i++, failures++) {
        expect((await wrong(email, ip)).status).toBe(401);
      }
    }
    const limited = await server.post(
      '/auth/login',
      { email, password: STRONG_PASSWORD },
      { ip: freshIp() },
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits an unknown e-mail exactly like a registered one', async () => {
    const email = uniqueEmail('ghost');
    const ip = freshIp();
    const answers: number[] = [];
    for (let i = 0; i <= accountAtAddress; i++) answers.push((await wrong(email, ip)).status);
    expect(answers).toEqual([...Array(accountAtAddress).fill(401), 429]);
  });

  it('after the address limit of failures over many accounts, that address is limited for every account', async () => {
    const ip = freshIp();
    for (let i = 0; i < address; i++) {
      expect((await wrong(uniqueEmail('probe'), ip)).status).toBe(401);
    }
    const { email } = await signUpPatient(server);
    const limited = await server.post('/auth/login', { email, password: STRONG_PASSWORD }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(TOO_MANY);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const elsewhere = await server.post(
      '/auth/login',
      { email, password: STRONG_PASSWORD },
      { ip: freshIp() },
    );
    expect(elsewhere.status).toBe(200);
  });

  it('a successful sign-in clears the account’s earlier failures at that address', async () => {
    const { email } = await signUpPatient(server);
    const ip = freshIp();
    for (let i = 0; i < accountAtAddress - 1; i++) await wrong(email, ip);
    const ok = await server.post('/auth/login', { email, password: STRONG_PASSWORD }, { ip });
    expect(ok.status).toBe(200);
    for (let i = 0; i < accountAtAddress - 1; i++)
      expect((await wrong(email, ip)).status).toBe(401);
  });
});

describe('forgot-password and registration rate limits', () => {
  it('forgot-password answers 429 after 5 requests for one account, known or not', async () => {
    const { email } = await signUpPatient(server);
    for (const target of [email, uniqueEmail('ghost')]) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await server.post(
          '/auth/forgot-password',
          { email: target },
          { ip: freshIp() },
        );
        statuses.push(res.status);
        if (res.status === 429) {
          expect(res.body.message).toBe(TOO_MANY);
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });

  it('registration answers 429 after 5 attempts on taken e-mails from one address', async () => {
    const ip = freshIp();
    const taken = await signUpPatient(server);
    for (let i = 0; i < 5; i++) {
      const res = await server.post(
        '/auth/patient/register',
        { name: 'Harvester', email: taken.email, password: STRONG_PASSWORD },
        { ip },
      );
      expect(res.status).toBe(409);
    }
    const limited = await server.post(
      '/auth/patient/register',
      { name: 'Harvester', email: uniqueEmail('new'), password: STRONG_PASSWORD },
      { ip },
    );
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(TOO_MANY);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

// Several servers on one PostgreSQL share the limit: the lock is the database's, not a process's.
describe.runIf(inject('postgres'))('sign-in limit across servers on one PostgreSQL', () => {
  it('parallel wrong passwords spread over two servers: at most the limit are checked', async () => {
    const second = await createServer(server.env, { migrated: true, jobs: false });
    try {
      const { email } = await signUpPatient(server);
      const ip = freshIp();
      const apps = [server.app, second.app];
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          apps[i % 2].request(
            '/api/auth/login',
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email, password: 'Wrong@Pass9' }),
            },
            { incoming: { socket: { remoteAddress: ip } } },
          ),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(accountAtAddress);
      expect(statuses.filter((s) => s === 429)).toHaveLength(16 - accountAtAddress);
    } finally {
      await second.close();
    }
  });
});
