import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '#server/db/schema/index';
import { signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.clock.offsetMs = 0;
});

const saveName = (token: string, name: string, key?: string) =>
  server.put('/auth/profile', { name }, { token, headers: key ? { 'Idempotency-Key': key } : {} });
const profileSaves = async (userId: string) =>
  (
    await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, userId), eq(auditLogs.resource, 'profile')))
  )[0].n;
const nameOf = async (userId: string) =>
  (await server.db.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0].name;

describe('Idempotency-Key', () => {
  it('a repeated mutation has one effect and the same answer, marked as replayed', async () => {
    const { token, user } = await signUpPatient(server);
    const key = randomUUID();
    const first = await saveName(token, 'Zara Ahmed', key);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // Changed meanwhile, so a second run of the request would be visible.
    await server.db.update(users).set({ name: 'Changed Elsewhere' }).where(eq(users.id, user._id));

    const second = await saveName(token, 'Zara Ahmed', key);
    expect(second.status).toBe(first.status);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await profileSaves(user._id)).toBe(1);
    expect(await nameOf(user._id)).toBe('Changed Elsewhere');
  });

  it('the same key with a different request answers 422 and changes nothing', async () => {
    const { token, user } = await signUpPatient(server);
    const key = randomUUID();
    await saveName(token, 'Original Name', key);
    const other = await saveName(token, 'Another Name', key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      success: false,
      message: 'This Idempotency-Key was already used for a different request',
    });
    const otherPath = await server.post('/auth/logout', undefined, {
      token,
      headers: { 'Idempotency-Key': key },
    });
    expect(otherPath.status).toBe(422);
    expect(await nameOf(user._id)).toBe('Original Name');
    expect(await profileSaves(user._id)).toBe(1);
    expect((await server.get('/auth/profile', { token })).status).toBe(200);
  });

  it('keys belong to one user: another user’s same key runs their own request', async () => {
    const a = await signUpPatient(server);
    const b = await signUpPatient(server);
    const key = randomUUID();
    await saveName(a.token, 'Alpha Person', key);
    const res = await saveName(b.token, 'Bravo Person', key);
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(res.body.data.name).toBe('Bravo Person');
    expect(await nameOf(a.user._id)).toBe('Alpha Person');
  });

  it('a refused request is replayed as refused', async () => {
    const { token, user } = await signUpPatient(server);
    const key = randomUUID();
    const first = await saveName(token, 'X', key);
    expect(first.status).toBe(400);
    const second = await saveName(token, 'X', key);
    expect(second.status).toBe(400);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await profileSaves(user._id)).toBe(0);
  });

  it('two simultaneous requests with one key have one effect', async () => {
    const { token, user } = await signUpPatient(server);
    const key = randomUUID();
    const answers = await Promise.all([
      saveName(token, 'Twin Request', key),
      saveName(token, 'Twin Request', key),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    // The second either waits its turn and is replayed, or finds the first still running.
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    expect(await profileSaves(user._id)).toBe(1);
  });

  it('without a key every request runs', async () => {
    const { token, user } = await signUpPatient(server);
    await saveName(token, 'Same Name');
    await saveName(token, 'Same Name');
    expect(await profileSaves(user._id)).toBe(2);
  });

  it('a key is kept for 24 hours, then may be used again', async () => {
    const { token, user } = await signUpPatient(server);
    const key = randomUUID();
    await saveName(token, 'Day One', key);
    server.clock.offsetMs = 23 * 60 * 60 * 1000;
    expect((await saveName(token, 'Day Two', key)).status).toBe(422);
    server.clock.offsetMs = 24 * 60 * 60 * 1000 + 1000;
    const later = await saveName(token, 'Day Two', key);
    expect(later.status).toBe(200);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await nameOf(user._id)).toBe('Day Two');
  });

  it('refuses a malformed key with 400 and does nothing', async () => {
    const { token, user } = await signUpPatient(server);
    const res = await saveName(token, 'Never Saved', 'bad key!');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(await profileSaves(user._id)).toBe(0);
  });
});
