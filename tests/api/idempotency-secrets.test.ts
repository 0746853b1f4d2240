import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountExports, idempotencyKeys } from '#server/db/schema/index';
import { signUpPatient } from '../support/builders';
import { videoVisit } from '../support/call-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

// ADR 141: an answer carrying a one-time secret is stored sealed, and a replay still answers it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.clock.offsetMs = 0;
});

async function storedBody(userId: string, key: string) {
  const [row] = await server.db
    .select({ body: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row?.body ?? null;
}

const exportsOf = async (userId: string) =>
  (
    await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accountExports)
      .where(eq(accountExports.userId, userId))
  )[0].n;

describe('answers holding a one-time secret in the idempotency store', () => {
  it('a retried export request gets the same link, which is not kept in plain text', async () => {
    const { token, user } = await signUpPatient(server);
    const key = randomUUID();
    const ask = () =>
      server.post('/account/export', undefined, { token, headers: { 'Idempotency-Key': key } });
    const first = await ask();
    expect(first.status).toBe(201);
    const link = first.body.data.downloadUrl as string;
    const linkToken = new URL(link).pathname.split('/').at(-1)!;

    const stored = await storedBody(user._id, key);
    expect(stored).toEqual(expect.any(String));
    expect(stored).not.toContain(linkToken);
    expect(stored).not.toContain('downloadUrl');

    const again = await ask();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await exportsOf(user._id)).toBe(1);
    // The link replayed is the one prepared: it downloads, once.
    expect((await server.app.request(new URL(link).pathname)).status).toBe(200);
    expect((await server.app.request(new URL(link).pathname)).status).toBe(410);
  });

  it('a retried consent to a video visit gets the same socket address, its ticket not kept in plain text', async () => {
    const visit = await videoVisit(server);
    // Ten minutes before the start: the room is open to the patient.
    server.clock.offsetMs = visit.slot.start.getTime() - Date.now() - 10 * 60_000;
    const key = randomUUID();
    const consent = () =>
      server.post(`/appointments/${visit.appointmentId}/call/consent`, undefined, {
        token: visit.patient.token,
        headers: { 'Idempotency-Key': key },
      });
    const first = await consent();
    expect(first.status).toBe(200);
    const ticket = new URL(first.body.data.socketUrl as string).searchParams.get('ticket')!;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const stored = await storedBody(visit.patient.user._id, key);
    expect(stored).toEqual(expect.any(String));
    expect(stored).not.toContain(ticket);

    const again = await consent();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
  });

  it('an answer without a secret is stored as it was, readable for erasure to rewrite', async () => {
    const { token, user } = await signUpPatient(server);
    const key = randomUUID();
    const saved = await server.put(
      '/auth/profile',
      { name: 'Nadia Plain' },
      { token, headers: { 'Idempotency-Key': key } },
    );
    expect(saved.status).toBe(200);
    expect(await storedBody(user._id, key)).toBe(saved.text);
  });

  it('an answer sealed under a key the server no longer has runs the request again', async () => {
    const { token, user } = await signUpPatient(server);
    const key = randomUUID();
    const ask = () =>
      server.post('/account/export', undefined, { token, headers: { 'Idempotency-Key': key } });
    const first = await ask();
    expect(first.status).toBe(201);
    // As if the server's secret had changed since: the stored answer no longer opens.
    const stored = (await storedBody(user._id, key))!;
    const broken = `${stored.slice(0, -4)}AAAA`;
    await server.db
      .update(idempotencyKeys)
      .set({ responseBody: broken })
      .where(and(eq(idempotencyKeys.userId, user._id), eq(idempotencyKeys.key, key)));

    const again = await ask();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(again.body.data.downloadUrl).not.toBe(first.body.data.downloadUrl);
    expect(await exportsOf(user._id)).toBe(2);
  });
});
