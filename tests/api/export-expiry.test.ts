import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountExports } from '#server/db/schema/index';
import { JOBS } from '#server/jobs/scheduler';
import { signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

// ADR 109: an export link lives 15 minutes; its archive leaves when they end, by a job.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.clock.offsetMs = 0;
});

const MINUTE = 60_000;
const job = () => JOBS.find((j) => j.name === 'export-expiry')!;

async function archiveOf(userId: string) {
  const rows = await server.db
    .select({ content: accountExports.content })
    .from(accountExports)
    .where(eq(accountExports.userId, userId));
  return rows.map((row) => row.content !== null);
}

async function prepared() {
  const patient = await signUpPatient(server);
  const res = await server.post('/account/export', undefined, { token: patient.token });
  expect(res.status).toBe(201);
  return { userId: patient.user._id, link: res.body.data.downloadUrl as string };
}

describe('export archives leave when their 15 minutes end', () => {
  it('is one of the server’s jobs, run every minute', () => {
    expect(job().everyMs).toBe(MINUTE);
  });

  it('empties an archive not fetched in 15 minutes, with no other export asked for', async () => {
    const old = await prepared();
    server.clock.offsetMs = 10 * MINUTE;
    const fresh = await prepared();

    server.clock.offsetMs = 14 * MINUTE;
    expect(await job().run(server.deps)).toBe(0);
    expect(await archiveOf(old.userId)).toEqual([true]);

    server.clock.offsetMs = 15 * MINUTE + 1000;
    expect(await job().run(server.deps)).toBe(1);
    expect(await archiveOf(old.userId)).toEqual([false]);
    // The other, prepared later, still has its minutes and downloads.
    expect(await archiveOf(fresh.userId)).toEqual([true]);
    expect((await server.app.request(new URL(fresh.link).pathname)).status).toBe(200);
    expect((await server.app.request(new URL(old.link).pathname)).status).toBe(410);
  });

  it('deletes the record of an export a day later', async () => {
    const { userId } = await prepared();
    server.clock.offsetMs = 24 * 60 * MINUTE + 1000;
    expect(await job().run(server.deps)).toBeGreaterThanOrEqual(1);
    expect(await archiveOf(userId)).toEqual([]);
  });
});
