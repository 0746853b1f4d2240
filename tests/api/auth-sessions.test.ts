import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '#server/db/schema/index';
import { STRONG_PASSWORD, signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.clock.offsetMs = 0;
});

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

async function signInOn(email: string, userAgent: string, ip: string) {
  const res = await server.post(
    '/auth/login',
    { email, password: STRONG_PASSWORD },
    { ip, headers: { 'user-agent': userAgent } },
  );
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

/** One patient signed in on a phone (from the internet) and a laptop (on the local network). */
async function twoDevices() {
  const { email } = await signUpPatient(server);
  const phone = await signInOn(email, PHONE, '203.0.113.50');
  const laptop = await signInOn(email, LAPTOP, '192.168.1.20');
  return { email, phone, laptop };
}
const list = (token: string, ip = '203.0.113.50') => server.get('/auth/sessions', { token, ip });
type Device = { id: string; current: boolean; lastSeenAt: string; browser: string };

describe('GET /auth/sessions', () => {
  it('lists my signed-in devices with device, place and last seen, this one first and marked', async () => {
    const { phone } = await twoDevices();
    const res = await list(phone);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const devices = res.body.data;
    // The registration's own sign-in (signUpPatient) is a third session.
    expect(devices).toHaveLength(3);
    expect(devices[0]).toMatchObject({
      browser: 'Chrome',
      os: 'Android',
      deviceType: 'phone',
      ipAddress: '203.0.113.50',
      network: 'internet',
      current: true,
    });
    expect(devices.find((d: Device) => d.browser === 'Firefox')).toMatchObject({
      os: 'Linux',
      deviceType: 'computer',
      ipAddress: '192.168.1.20',
      network: 'local',
      current: false,
    });
    expect(devices.filter((d: Device) => d.current)).toHaveLength(1);
  });

  it('shows no one else’s sessions', async () => {
    const mine = await twoDevices();
    const theirs = await twoDevices();
    const myIds = (await list(mine.phone)).body.data.map((d: Device) => d.id);
    const theirIds = (await list(theirs.phone)).body.data.map((d: Device) => d.id);
    expect(myIds.filter((id: string) => theirIds.includes(id))).toEqual([]);
  });

  it('moves last seen at most once a minute, and to the address last seen from', async () => {
    const { phone } = await twoDevices();
    const first = (await list(phone)).body.data[0] as Device;
    server.clock.offsetMs = 30_000;
    const soon = (await list(phone, '203.0.113.99')).body.data[0];
    expect(soon.lastSeenAt).toBe(first.lastSeenAt);
    expect(soon.ipAddress).toBe('203.0.113.50');
    server.clock.offsetMs = 61_000;
    const later = (await list(phone, '203.0.113.99')).body.data[0];
    expect(Date.parse(later.lastSeenAt)).toBeGreaterThan(Date.parse(first.lastSeenAt));
    expect(later.ipAddress).toBe('203.0.113.99');
  });

  it('answers 401 without a token', async () => {
    expect((await server.get('/auth/sessions')).status).toBe(401);
    expect((await server.delete('/auth/sessions')).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it('ending one device signs it out on its next request, and is audited', async () => {
    const { phone, laptop } = await twoDevices();
    const laptopId = (await list(laptop)).body.data.find((d: Device) => d.current).id;
    const res = await server.delete(`/auth/sessions/${laptopId}`, { token: phone });
    expect(res.status).toBe(200);
    expect((await server.get('/auth/profile', { token: laptop })).status).toBe(401);
    expect((await server.get('/auth/profile', { token: phone })).status).toBe(200);
    const ids = (await list(phone)).body.data.map((d: Device) => d.id);
    expect(ids).not.toContain(laptopId);
    const logged = await server.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'session'), eq(auditLogs.resourceId, laptopId)));
    expect(logged.map((l) => l.details)).toContain('Ended a session on another device');
    // Ended once; a second time it is no longer there.
    expect((await server.delete(`/auth/sessions/${laptopId}`, { token: phone })).status).toBe(404);
  });

  it('another user’s session id answers 404 and that session stays signed in', async () => {
    const mine = await twoDevices();
    const theirs = await twoDevices();
    const theirId = (await list(theirs.laptop)).body.data.find((d: Device) => d.current).id;
    const res = await server.delete(`/auth/sessions/${theirId}`, { token: mine.phone });
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
    expect((await server.get('/auth/profile', { token: theirs.laptop })).status).toBe(200);
    for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await server.delete(`/auth/sessions/${bad}`, { token: mine.phone })).status).toBe(
        404,
      );
    }
  });

  it('ending all other sessions keeps only this one', async () => {
    const { phone, laptop } = await twoDevices();
    const res = await server.delete('/auth/sessions', { token: phone });
    expect(res.status).toBe(200);
    expect(res.body.data.ended).toBe(2);
    expect((await server.get('/auth/profile', { token: laptop })).status).toBe(401);
    const left = (await list(phone)).body.data;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });
});
