import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '#server/db/client';
import { startTestServer, type TestServer } from '../support/test-server';

// Only PostgreSQL has connections for a restart, a failover or an administrator to cut.
describe.runIf(inject('postgres'))('on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const backends = async () => {
    const result = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`,
    );
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  };

  it('the server keeps answering after PostgreSQL ends its idle connections', async () => {
    // Three statements at once leave three connections idle in the pool.
    await Promise.all([1, 2, 3].map(() => server.db.execute(sql`select pg_sleep(0.05)`)));
    expect(await backends()).toBeGreaterThanOrEqual(3);
    await server.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await expect.poll(backends).toBe(1);

    // Unheard, the ended connections' errors would have killed the process (vitest reports them).
    const health = () => server.get('/health').then((res) => res.body?.data);
    await expect.poll(health).toEqual({ status: 'ok', database: 'ok' });
  });
});
