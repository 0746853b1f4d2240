import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CALL_CLOSE_AFTER_MINUTES, CALL_EARLY_JOIN_MINUTES } from '#shared/schemas/call';
import { startListeningServer, videoVisit } from '../support/call-fixtures';

// ADR 142: TURN credentials only while the room is open, valid until it closes; tickets (one per
// GET …/call while the room is open) limited per user.

const TURN_SECRET = 'a-turn-secret-for-tests';
const STUN = { urls: ['stun:stun.example.pk:3478'] };
const TURN_URLS = ['turn:turn.example.pk:3478', 'turns:turn.example.pk:5349'];

type Server = Awaited<ReturnType<typeof startListeningServer>>;
let server: Server;
beforeAll(async () => {
  server = await startListeningServer({
    env: { ice: { stunUrls: STUN.urls, turnUrls: TURN_URLS, turnSecret: TURN_SECRET } },
  });
});
afterAll(() => server?.close());
afterEach(() => {
  server.clock.offsetMs = 0;
});

const minutes = (n: number) => n * 60_000;
const callInfo = (id: string, token: string) =>
  server.http.get(`/appointments/${id}/call`, { token });
/** Moves the server's clock to `at`. */
const setNow = (at: Date) => {
  server.clock.offsetMs = at.getTime() - Date.now();
};

/** The TURN entry as coturn checks it: the expiry in the name, the name signed with the secret. */
function turnEntry(info: { iceServers: { urls: string[]; username?: string }[] }) {
  const turn = info.iceServers.find((s) => s.urls.includes(TURN_URLS[0]!));
  if (!turn) return undefined;
  const entry = turn as { urls: string[]; username: string; credential: string };
  const [expiry, user] = entry.username.split(':');
  const signed = createHmac('sha1', TURN_SECRET).update(entry.username).digest('base64');
  return { expiresAt: new Date(Number(expiry) * 1000), user, signed: signed === entry.credential };
}

describe('TURN credentials for a video visit', () => {
  it('before the room opens the waiting patient gets STUN only; the doctor, who may open it early, gets TURN until it closes', async () => {
    const visit = await videoVisit(server, 1, '10:00');
    setNow(new Date(visit.slot.start.getTime() - minutes(CALL_EARLY_JOIN_MINUTES + 1)));
    const doctor = await callInfo(visit.appointmentId, visit.doc.token);
    const patient = await callInfo(visit.appointmentId, visit.patient.token);
    expect([doctor.status, doctor.body.data.state, doctor.body.data.iceServers[0]]).toEqual([
      200,
      'open',
      STUN,
    ]);
    const closesAt = new Date(visit.slot.end.getTime() + minutes(CALL_CLOSE_AFTER_MINUTES));
    expect(turnEntry(doctor.body.data)).toEqual({
      expiresAt: closesAt,
      user: visit.doc.userId,
      signed: true,
    });
    expect([patient.status, patient.body.data.state, patient.body.data.iceServers]).toEqual([
      200,
      'waiting',
      [STUN],
    ]);
  });

  it('once the room opens both parties get TURN credentials that expire when it closes', async () => {
    const visit = await videoVisit(server, 1, '10:00');
    const closesAt = new Date(visit.slot.end.getTime() + minutes(CALL_CLOSE_AFTER_MINUTES));
    setNow(new Date(visit.slot.start.getTime() - minutes(CALL_EARLY_JOIN_MINUTES)));
    for (const [party, userId] of [
      [visit.doc.token, visit.doc.userId],
      [visit.patient.token, visit.patient.user._id],
    ] as const) {
      const res = await callInfo(visit.appointmentId, party);
      expect(res.body.data.state).toBe('open');
      expect(res.body.data.closesAt).toBe(closesAt.toISOString());
      expect(res.body.data.iceServers[0]).toEqual(STUN);
      expect(turnEntry(res.body.data)).toEqual({ expiresAt: closesAt, user: userId, signed: true });
    }
  });

  it('once the room has closed no credentials are handed out', async () => {
    const visit = await videoVisit(server, 1, '10:00');
    setNow(new Date(visit.slot.start.getTime() + minutes(5)));
    const open = await callInfo(visit.appointmentId, visit.doc.token);
    expect(turnEntry(open.body.data)?.signed).toBe(true);
    setNow(new Date(visit.slot.end.getTime() + minutes(CALL_CLOSE_AFTER_MINUTES)));
    const closed = await callInfo(visit.appointmentId, visit.doc.token);
    expect([closed.body.data.state, closed.body.data.iceServers]).toEqual(['ended', []]);
  });
});

describe('call tickets are limited per user', () => {
  it('after 60 tickets in 15 minutes the 61st is refused in the product’s words, for that user only', async () => {
    const visit = await videoVisit(server, 1, '10:00');
    setNow(new Date(visit.slot.start.getTime()));
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      statuses.push((await callInfo(visit.appointmentId, visit.doc.token)).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await callInfo(visit.appointmentId, visit.doc.token);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      429,
      'RATE_LIMITED',
      'You tried to join the video visit too many times. Please try again in a few minutes.',
    ]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The other party of the same visit is not held back by the doctor's count.
    const patient = await callInfo(visit.appointmentId, visit.patient.token);
    expect([patient.status, patient.body.data.socketUrl]).toEqual([200, expect.any(String)]);
    // Once the window has passed the doctor gets a ticket again.
    setNow(new Date(visit.slot.start.getTime() + minutes(16)));
    const later = await callInfo(visit.appointmentId, visit.doc.token);
    expect([later.status, later.body.data.socketUrl]).toEqual([200, expect.any(String)]);
  });

  it('a waiting patient’s polls hand out no ticket and so count for nothing', async () => {
    const visit = await videoVisit(server, 1, '10:00');
    setNow(new Date(visit.slot.start.getTime() - minutes(CALL_EARLY_JOIN_MINUTES + 30)));
    for (let i = 0; i < 61; i++) {
      const res = await callInfo(visit.appointmentId, visit.patient.token);
      expect([res.status, res.body.data.state, res.body.data.socketUrl]).toEqual([
        200,
        'waiting',
        undefined,
      ]);
    }
    setNow(visit.slot.start);
    const open = await callInfo(visit.appointmentId, visit.patient.token);
    expect([open.status, open.body.data.socketUrl]).toEqual([200, expect.any(String)]);
  });
});
