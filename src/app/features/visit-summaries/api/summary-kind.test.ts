import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/api-client';
import { visits } from '#app/offline/collections/visits';
import { SyncEngine } from '#app/offline/engine';
import { createLocalDb } from '#app/offline/local-db';
import type { SendRequest } from '#app/offline/types';
import type { VisitSummary, VisitSummaryInput } from '#shared/schemas/visit-summary';
import { answeredSummary, WRITTEN } from '#tests/support/visit-summary-fixtures';
import { type SummaryPayload, summaryKind } from './summary-kind';

const DOCTOR = 'doctor-1';
const payload = (summary = WRITTEN, amending = false): SummaryPayload => ({
  appointmentId: 'a1',
  summary,
  patientName: 'Ali Raza',
  startTime: '2030-01-07T05:00:00.000Z',
  amending,
});

/**
 * PUT /appointments/{id}/summary as ADR 096 has it: a repeated Idempotency-Key replays the first
 * answer, a body equal to the latest version changes nothing, and after 24 hours it is 409.
 */
function fakeServer() {
  const server = {
    offline: false,
    dropAnswers: false,
    readOnly: false,
    latest: null as VisitSummary | null,
    keys: new Map<string, unknown>(),
    requests: [] as SendRequest[],
    versions: 0,
    transport: async (request: SendRequest) => {
      if (server.offline) throw new ApiError('Network error. Please check your connection.');
      server.requests.push(request);
      if (!server.keys.has(request.idempotencyKey))
        server.keys.set(request.idempotencyKey, server.apply(request.body as VisitSummaryInput));
      const answer = server.keys.get(request.idempotencyKey) as VisitSummary | ApiError;
      if (server.dropAnswers) throw new ApiError('Network error. Please check your connection.');
      if (answer instanceof ApiError) throw answer;
      return answer;
    },
    apply(body: VisitSummaryInput): VisitSummary | ApiError {
      if (server.latest && JSON.stringify(strip(server.latest)) === JSON.stringify(body))
        return server.latest;
      if (server.readOnly) {
        const message =
          'A visit summary can be amended only within 24 hours of when it was first written';
        return new ApiError(message, 409, { message, code: 'SUMMARY_READ_ONLY' });
      }
      server.versions += 1;
      server.latest = answeredSummary(body, server.versions);
      return server.latest;
    },
  };
  return server;
}

const strip = (s: VisitSummary): VisitSummaryInput => ({
  diagnosis: s.diagnosis,
  advice: s.advice,
  medicines: s.medicines.map(({ code: _code, ...m }) => m),
  tests: s.tests,
  followUpDays: s.followUpDays,
});

function setUp() {
  const db = createLocalDb(`test-${crypto.randomUUID()}`);
  const server = fakeServer();
  const engine = new SyncEngine({
    db,
    transport: server.transport,
    getSession: () => ({ userId: DOCTOR, token: 'token', role: 'doctor' }),
    now: () => Date.parse('2030-01-07T06:00:00.000Z'),
    random: () => 0.5,
    locks: null,
  });
  engine.registerCollection(visits);
  engine.registerKind(summaryKind);
  return { db, server, engine };
}

describe('the visit summary written offline (summary.save)', () => {
  it('is kept on the device at once and reaches the server exactly once when back online', async () => {
    const { db, server, engine } = setUp();
    server.offline = true;
    const { item, settled } = await engine.enqueue(summaryKind, payload());
    await engine.replay();
    expect(await db.visits.get([DOCTOR, 'a1'])).toMatchObject({ draft: WRITTEN, summary: null });
    expect(item.description).toMatch(/^Write the visit summary for Ali Raza on .*2030/);

    server.offline = false;
    await engine.wake();
    expect(await settled).toMatchObject({ status: 'applied' });
    expect(server.requests.map((r) => [r.method, r.path])).toEqual([
      ['PUT', '/appointments/a1/summary'],
    ]);
    expect(server.versions).toBe(1);
    const row = await db.visits.get([DOCTOR, 'a1']);
    expect(row?.summary?.verifyUrl).toBe('https://mashwara.test/verify/token-1');
    expect(row?.draft).toBeUndefined();
    await engine.wake();
    expect(server.requests).toHaveLength(1);
  });

  it('an answer lost on the way back is sent again with the same key and applies once', async () => {
    const { server, engine } = setUp();
    server.dropAnswers = true;
    const { item, settled } = await engine.enqueue(summaryKind, payload());
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    server.dropAnswers = false;
    await engine.wake();
    expect(await settled).toMatchObject({ status: 'applied' });
    expect(server.requests.map((r) => r.idempotencyKey)).toEqual([item.id, item.id]);
    expect(server.versions).toBe(1);
  });

  it('an amendment after 24 hours is refused with the server reason, and the draft is not taken for saved', async () => {
    const { db, server, engine } = setUp();
    await (await engine.enqueue(summaryKind, payload())).settled;
    server.readOnly = true;
    const amended = { ...WRITTEN, diagnosis: 'Dengue fever' };
    const { settled } = await engine.enqueue(summaryKind, payload(amended, true));
    expect(await settled).toMatchObject({
      status: 'conflict',
      httpStatus: 409,
      message: 'A visit summary can be amended only within 24 hours of when it was first written',
    });
    const [refused] = await db.outbox.toArray();
    expect(refused.description).toContain('Amend the visit summary for Ali Raza');
    const row = await db.visits.get([DOCTOR, 'a1']);
    expect(row?.summary?.diagnosis).toBe('Viral fever');
    expect(server.versions).toBe(1);
  });
});
