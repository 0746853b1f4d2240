import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxNotice } from '#server/cli';
import { signInAdmin, signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let adminToken: string;
let patient: Awaited<ReturnType<typeof signUpPatient>>;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = await signInAdmin(server);
  patient = await signUpPatient(server);
  await server.post('/auth/forgot-password', { email: patient.email }, { ip: '192.0.2.200' });
});
afterAll(() => server.close());

const REMOTE = '198.51.100.23';
const resetMailIn = (body: { data?: { to: string; text: string }[] }) =>
  body?.data?.some((m) => m.to === patient.email && m.text.includes('/reset-password/'));

describe('GET /api/dev/outbox outside production', () => {
  it('refuses anyone at another address who is not the administrator, and shows no mail', async () => {
    const anonymous = await server.get('/dev/outbox', { ip: REMOTE });
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).not.toContain('reset-password');
    const asPatient = await server.get('/dev/outbox', { ip: REMOTE, token: patient.token });
    expect(asPatient.status).toBe(403);
    expect(asPatient.text).not.toContain('reset-password');
  });

  it('answers the administrator from any address', async () => {
    const res = await server.get('/dev/outbox', { ip: REMOTE, token: adminToken });
    expect(res.status).toBe(200);
    expect(resetMailIn(res.body)).toBe(true);
  });

  it('answers a request from the machine itself (IPv4, IPv6 and mapped loopback)', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await server.get('/dev/outbox', { ip });
      expect(res.status, ip).toBe(200);
      expect(resetMailIn(res.body), ip).toBe(true);
    }
  });

  it('does not take a forwarded address as the machine itself, nor trust X-Forwarded-For', async () => {
    const proxied = await server.get('/dev/outbox', {
      ip: '127.0.0.1',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(proxied.status).toBe(401);
    const spoofed = await server.get('/dev/outbox', {
      ip: REMOTE,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.status).toBe(401);
  });

  it('the start-up log says who may read the outbox', () => {
    const dev = outboxNotice({ ...server.env, nodeEnv: 'development', smtpUrl: undefined });
    expect(dev).toContain('answers only the administrator and requests from this machine');
    expect(outboxNotice({ ...server.env, nodeEnv: 'production' })).toContain('is off');
  });
});

describe('GET /api/dev/outbox in production', () => {
  it('is not there, even for the machine itself', async () => {
    // The handler reads the server's own settings object, so this is the server in production.
    const was = server.deps.env.nodeEnv;
    server.deps.env.nodeEnv = 'production';
    try {
      const res = await server.get('/dev/outbox', { ip: '127.0.0.1', token: adminToken });
      expect(res.status).toBe(404);
    } finally {
      server.deps.env.nodeEnv = was;
    }
  });
});
