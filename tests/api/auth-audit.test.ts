import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '#server/db/schema/index';
import { STRONG_PASSWORD, uniqueEmail } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const IP = '198.51.100.77';
const entriesFor = (userId: string) =>
  server.db.select().from(auditLogs).where(eq(auditLogs.userId, userId)).orderBy(auditLogs.id);
const countEntries = async () =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs))[0].n;

describe('audit log', () => {
  it('records registration, sign-in failure and success, profile change and sign-out, with the address', async () => {
    const email = uniqueEmail('audited');
    const reg = await server.post(
      '/auth/patient/register',
      { name: 'Audited Patient', email, password: STRONG_PASSWORD },
      { ip: IP },
    );
    const userId = reg.body.data.user._id;
    await server.post('/auth/login', { email, password: 'Wrong@Pass9' }, { ip: IP });
    const login = await server.post(
      '/auth/login',
      { email, password: STRONG_PASSWORD },
      { ip: IP },
    );
    const token = login.body.data.token;
    await server.put('/auth/profile', { name: 'Audited Person' }, { token, ip: IP });
    await server.post('/auth/logout', undefined, { token, ip: IP });

    const entries = await entriesFor(userId);
    expect(entries.map((e) => [e.action, e.resource])).toEqual([
      ['create', 'user'],
      ['login_failed', 'session'],
      ['login', 'session'],
      ['update', 'profile'],
      ['logout', 'session'],
    ]);
    for (const entry of entries) {
      expect(entry.ipAddress).toBe(IP);
      expect(entry.userId).toBe(userId);
      expect(entry.timestamp).toBeInstanceOf(Date);
    }
    expect(entries[3].userName).toBe('Audited Patient');
  });

  it('records a failed sign-in for an unknown e-mail under the e-mail tried', async () => {
    const email = uniqueEmail('stranger');
    await server.post('/auth/login', { email, password: 'Wrong@Pass9' }, { ip: '198.51.100.78' });
    const rows = await server.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'login_failed'), eq(auditLogs.userName, email)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: null, ipAddress: '198.51.100.78' });
  });

  it('is append-only: UPDATE, DELETE and TRUNCATE fail and change nothing', async () => {
    const before = await countEntries();
    expect(before).toBeGreaterThan(0);
    for (const statement of [
      sql`update audit_logs set details = 'tampered'`,
      sql`delete from audit_logs`,
      sql`truncate audit_logs`,
    ]) {
      // Drizzle wraps the database's error; the trigger's message is its cause.
      const error = await server.db.execute(statement).then(
        () => undefined,
        (e: Error & { cause?: Error }) => e,
      );
      expect(error?.cause?.message).toBe('audit_logs is append-only');
    }
    expect(await countEntries()).toBe(before);
    const tampered = await server.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.details, 'tampered'));
    expect(tampered).toHaveLength(0);
  });
});
