import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outgoingMessages } from '#server/db/schema/index';
import { createServer } from '#server/index';
import { parseMessagingUrl } from '#server/lib/messaging-url';
import { SendError, sendThrough } from '#server/lib/messenger';
import {
  BACKOFF_MINUTES,
  MAX_ATTEMPTS,
  sendDueMessages,
} from '#server/modules/messaging/messages.service';
import { createVerifiedDoctor } from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import {
  appointmentIn,
  messagingScene,
  optedInPatient,
  sendReminders,
  twilioAt,
} from '../support/messaging-fixtures';
import { HANG, type ProviderStub } from '../support/provider-stub';
import type { TestServer } from '../support/test-server';

const MINUTE = 60_000;

let server: TestServer;
let stub: ProviderStub;
let doctorId: string;
let adminToken: string;

let scene: Awaited<ReturnType<typeof messagingScene>>;

beforeAll(async () => {
  scene = await messagingScene();
  ({ server, stub } = scene);
  server.deps.env.messaging = parseMessagingUrl(twilioAt(stub.url));
  doctorId = scene.doctor.doctor.id;
  adminToken = await signInAdmin(server);
});
afterAll(() => scene.close());
beforeEach(() => {
  stub.requests.length = 0;
  stub.answer(201);
});

const rowFor = async (phone: string) => {
  const [row] = await server.db
    .select()
    .from(outgoingMessages)
    .where(eq(outgoingMessages.to, phone));
  return row;
};
const later = (ms: number) => {
  server.clock.offsetMs += ms;
};

describe('a provider that refuses or does not answer', () => {
  it('a 500 is retried after a minute, and the second attempt goes through', async () => {
    const p = await optedInPatient(server, { sms: true });
    await appointmentIn(server, doctorId, p.id, 10);
    stub.answer(500, 201);
    await sendReminders(server.deps);
    expect(stub.requests).toHaveLength(1);
    expect(await rowFor(p.phone)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await rowFor(p.phone)).lastError).toContain('500');

    expect(await sendDueMessages(server.deps)).toBe(0); // not due yet
    expect(stub.requests).toHaveLength(1);
    later(BACKOFF_MINUTES[0] * MINUTE + 1000);
    expect(await sendDueMessages(server.deps)).toBe(1);
    expect(stub.requests).toHaveLength(2);
    expect(stub.requests[1].form.Body).toBe(stub.requests[0].form.Body);
    const row = await rowFor(p.phone);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null, providerId: 'SM2' });
    expect(row.sentAt).not.toBeNull();
  });

  it('after the last attempt the message is failed, and the administrator sees it', async () => {
    const p = await optedInPatient(server, { sms: true });
    await appointmentIn(server, doctorId, p.id, 12);
    stub.answer(503);
    await sendReminders(server.deps);
    for (const wait of BACKOFF_MINUTES) {
      expect(await sendDueMessages(server.deps)).toBe(0);
      later(wait * MINUTE + 1000);
      await sendDueMessages(server.deps);
    }
    expect(stub.requests).toHaveLength(MAX_ATTEMPTS);
    const row = await rowFor(p.phone);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    later(60 * MINUTE);
    await sendDueMessages(server.deps);
    expect(stub.requests).toHaveLength(MAX_ATTEMPTS);

    const res = await server.get('/admin/messages?status=failed&page=1&limit=10', {
      token: adminToken,
    });
    expect(res.status).toBe(200);
    const listed = res.body.data.messages.find((m: { to: string }) => m.to === p.phone);
    expect(listed).toMatchObject({
      channel: 'sms',
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      sentAt: null,
    });
    expect(listed.lastError).toContain('503');
    expect(res.body.data).toMatchObject({ page: 1 });
    expect(res.body.data.total).toBeGreaterThanOrEqual(1);
    expect(res.body.data.messages.every((m: { status: string }) => m.status === 'failed')).toBe(
      true,
    );
    const stats = await server.get('/admin/stats', { token: adminToken });
    expect(stats.body.data.failedMessages).toBeGreaterThanOrEqual(1);
    expect((await server.get('/admin/messages', { token: p.token })).status).toBe(403);
    expect((await server.get('/admin/messages?status=lost', { token: adminToken })).status).toBe(
      400,
    );
  });

  it('a provider that does not answer in time counts as a failed attempt', async () => {
    stub.answer(HANG);
    const config = parseMessagingUrl(twilioAt(stub.url));
    const message = {
      channel: 'sms' as const,
      to: '+923001234567',
      text: 'x',
      template: null,
      templateParams: [],
      language: 'en',
    };
    await expect(sendThrough(config, message, 200)).rejects.toThrow(SendError);
    await expect(sendThrough(config, message, 200)).rejects.toThrow('No answer within 0.2 s');
  });
});

describe('several servers on one database', () => {
  it('each message reaches the provider once when runs overlap (on PostgreSQL, two servers)', async () => {
    const patients = await Promise.all(
      [0, 1, 2, 3].map(() => optedInPatient(server, { sms: true, whatsapp: true })),
    );
    // A doctor of their own: the clock has moved, and earlier tests' appointments are in the way.
    const own = (await createVerifiedDoctor(server, 'Imran Qureshi')).doctor.id;
    for (const [i, p] of patients.entries()) await appointmentIn(server, own, p.id, 3 + i);
    // On PostgreSQL a second server on the same database; PGlite has one owner, so two runs of
    // the one server.
    const second =
      server.deps.database.kind === 'postgres'
        ? await createServer(server.env, { migrated: true, now: server.clock.now, jobs: false })
        : undefined;
    const other = second?.deps ?? server.deps;
    try {
      stub.answer(500, 500, 500, 201); // some fail first, so the retry job has work too
      await Promise.all([
        sendReminders(server.deps),
        sendReminders(other),
        sendReminders(server.deps),
      ]);
      later(BACKOFF_MINUTES[0] * MINUTE + 1000);
      await Promise.all([sendDueMessages(server.deps), sendDueMessages(other)]);
    } finally {
      await second?.close();
    }
    for (const p of patients) {
      const sent = stub.requests.filter(
        (r) => r.form.To === p.phone || r.form.To === `whatsapp:${p.phone}`,
      );
      const delivered = await server.db
        .select()
        .from(outgoingMessages)
        .where(eq(outgoingMessages.to, p.phone));
      expect(delivered.map((d) => d.status).sort()).toEqual(['sent', 'sent']);
      // Each message's attempts are all the provider saw of it: nothing was sent twice.
      expect(sent).toHaveLength(delivered.reduce((n, d) => n + d.attempts, 0));
    }
  });
});
