import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '#server/db/schema/index';
import { uniqueEmail } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

const LOAD_BALANCER = '10.0.0.5';

// Behind a load balancer every socket is the balancer's: limits and the audit log need the
// client's address, from the X-Forwarded-For entry the balancer itself added.
describe.each([
  { trustProxy: 0, forwarded: 'ignored', expected: LOAD_BALANCER },
  { trustProxy: 1, forwarded: '198.51.100.20', expected: '198.51.100.20' },
  { trustProxy: 1, forwarded: '6.6.6.6, 198.51.100.21', expected: '198.51.100.21' },
  { trustProxy: 2, forwarded: '198.51.100.22, 10.0.0.9', expected: '198.51.100.22' },
])(
  'with TRUST_PROXY=$trustProxy and X-Forwarded-For "$forwarded"',
  ({ trustProxy, forwarded, expected }) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ env: { trustProxy } });
    });
    afterAll(() => server.close());

    it(`a failed sign-in is counted and recorded for ${expected}`, async () => {
      const email = uniqueEmail('proxied');
      const headers = { 'x-forwarded-for': forwarded };
      await server.post(
        '/auth/login',
        { email, password: 'Wrong@Pass9' },
        { ip: LOAD_BALANCER, headers },
      );
      const [row] = await server.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'login_failed'), eq(auditLogs.userName, email)));
      expect(row.ipAddress).toBe(expected);
    });
  },
);
