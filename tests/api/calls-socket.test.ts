import { randomBytes } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  auditLogs,
  callSignals,
  callTickets,
  notifications,
  outgoingMessages,
} from '#server/db/schema/index';
import { pruneCallLeftovers } from '#server/modules/calls/call-cleanup';
import { CALL_CLOSE, CALL_MESSAGE_MAX_BYTES } from '#shared/schemas/call';
import {
  appointmentRow,
  CLINIC_TZ,
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
} from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import {
  type CallSocket,
  connect,
  join,
  type Refusal,
  startListeningServer,
  videoVisit,
} from '../support/call-fixtures';
import { optedInPatient, smsSwitch } from '../support/messaging-fixtures';

type Server = Awaited<ReturnType<typeof startListeningServer>>;
let server: Server;

beforeAll(async () => {
  server = await startListeningServer();
});
afterAll(() => server?.close());

const callInfo = async (id: string, token?: string) =>
  server.http.get(`/appointments/${id}/call`, { token });
const socketUrl = async (id: string, token: string) => {
  const res = await callInfo(id, token);
  expect(res.status).toBe(200);
  expect(res.body.data.socketUrl).toEqual(expect.any(String));
  return res.body.data.socketUrl as string;
};
const consent = (id: string, token: string) =>
  server.http.post(`/appointments/${id}/call/consent`, undefined, { token });

/** The doctor in the room, the patient after consent: both sockets, welcomed. */
async function bothJoined(visit: Awaited<ReturnType<typeof videoVisit>>) {
  const doctor = await join(await socketUrl(visit.appointmentId, visit.doc.token));
  expect(await doctor.next('welcome')).toEqual({
    type: 'welcome',
    role: 'doctor',
    peerPresent: false,
  });
  // The room opens as the doctor's join is recorded: the patient's waiting room sees it soon after.
  const opened = async () => (await callInfo(visit.appointmentId, visit.patient.token)).body.data;
  await expect.poll(async () => (await opened()).state).toBe('open');
  const consented = await consent(visit.appointmentId, visit.patient.token);
  expect(consented.status).toBe(200);
  const patient = await join(consented.body.data.socketUrl);
  expect(await patient.next('welcome')).toEqual({
    type: 'welcome',
    role: 'patient',
    peerPresent: true,
  });
  expect(await doctor.next('peer')).toEqual({ type: 'peer', present: true });
  return { doctor, patient };
}

const refused = (answer: CallSocket | Refusal) => {
  if ('ws' in answer) throw new Error('the socket was opened');
  return { status: answer.status, message: JSON.parse(answer.body).message };
};

describe('the call socket through the real listening server', () => {
  it('the two parties get 101 and relay signalling, chat, media and End call to each other', async () => {
    const visit = await videoVisit(server);
    const info = await callInfo(visit.appointmentId, visit.doc.token);
    expect(info.body.data).toMatchObject({ state: 'open', role: 'doctor', iceServers: [] });
    expect(info.body.data.socketUrl).toMatch(
      /^ws:\/\/127\.0\.0\.1:\d+\/api\/call-socket\?ticket=[A-Za-z0-9_-]{43}$/,
    );
    const { doctor, patient } = await bothJoined(visit);

    const offer = { description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } };
    doctor.send({ type: 'signal', data: offer });
    expect(await patient.next('signal')).toEqual({ type: 'signal', data: offer });
    patient.send({
      type: 'signal',
      data: { candidate: { candidate: 'candidate:1 1 udp 1 1.2.3.4 5 typ host' } },
    });
    expect((await doctor.next('signal')).data).toHaveProperty('candidate');

    patient.send({ type: 'chat', text: '  The audio dropped, can you read me?  ' });
    const heard = await doctor.next('chat');
    const echoed = await patient.next('chat');
    expect(heard).toEqual(echoed);
    expect(heard).toMatchObject({ from: 'patient', text: 'The audio dropped, can you read me?' });

    doctor.send({ type: 'media', audioOnly: true, cameraOff: false, muted: false });
    expect(await patient.next('media')).toEqual({
      type: 'media',
      audioOnly: true,
      cameraOff: false,
      muted: false,
    });
    patient.send({ type: 'ping' });
    expect(await patient.next('pong')).toEqual({ type: 'pong' });

    patient.send({ type: 'end' });
    expect(await doctor.next('ended')).toEqual({ type: 'ended', by: 'patient' });
    expect(await patient.next('ended')).toEqual({ type: 'ended', by: 'patient' });
    expect((await doctor.closed()).code).toBe(CALL_CLOSE.ended);
    expect((await patient.closed()).code).toBe(CALL_CLOSE.ended);

    const row = await appointmentRow(server, visit.appointmentId);
    expect(row.callOpenedAt).not.toBeNull();
    expect(row.callStartedAt).not.toBeNull();
    expect(row.callEndedAt!.getTime()).toBeGreaterThanOrEqual(row.callStartedAt!.getTime());
    expect(row.callDurationSeconds).toEqual(expect.any(Number));
    expect(row.callConsentAt).not.toBeNull();
  });

  it('opening the room tells the patient once, and the audit log keeps who opened, joined and ended', async () => {
    const visit = await videoVisit(server);
    const { doctor, patient } = await bothJoined(visit);
    // A reload: the doctor joins again; the room was opened already.
    const again = await join(await socketUrl(visit.appointmentId, visit.doc.token));
    await again.next('welcome');
    expect((await doctor.closed()).code).toBe(CALL_CLOSE.replaced);
    again.send({ type: 'end' });
    await patient.next('ended');

    const ready = await server.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.appointmentId, visit.appointmentId),
          eq(notifications.type, 'CALL_READY'),
        ),
      );
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({
      userId: visit.patient.user._id,
      title: 'Your video visit is ready',
      message: 'Dr. Ayesha Khan is ready to see you',
      data: { kind: 'CALL_READY', params: { name: 'Ayesha Khan' } },
    });
    const entries = await server.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'call'), eq(auditLogs.resourceId, visit.appointmentId)))
      .orderBy(auditLogs.timestamp);
    const said = entries.map((e) => [e.userId, e.details]);
    expect(said).toEqual(
      expect.arrayContaining([
        [visit.doc.userId, 'call opened'],
        [visit.doc.userId, 'call joined by the doctor'],
        [visit.patient.user._id, 'call joined by the patient'],
      ]),
    );
    expect(said.filter(([, d]) => d === 'call opened')).toHaveLength(1);
    expect(said.filter(([, d]) => d === 'call joined by the doctor')).toHaveLength(2);
    expect(said.filter(([, d]) => d?.startsWith('call ended'))).toEqual([
      [visit.doc.userId, expect.stringMatching(/^call ended by the doctor after \d+ s$/)],
    ]);
    expect(entries.every((e) => e.ipAddress === '127.0.0.1')).toBe(true);
  });

  it('the patient waits until 15 minutes before the start or until the doctor opens, and joins only after consent', async () => {
    const visit = await videoVisit(server);
    const waiting = await callInfo(visit.appointmentId, visit.patient.token);
    expect(waiting.body.data).toMatchObject({ state: 'waiting', role: 'patient', openedAt: null });
    expect(waiting.body.data).not.toHaveProperty('socketUrl');
    expect(Date.parse(waiting.body.data.opensAt)).toBe(visit.slot.start.getTime() - 15 * 60_000);
    expect(Date.parse(waiting.body.data.closesAt)).toBe(visit.slot.end.getTime() + 60 * 60_000);

    const doctor = await join(await socketUrl(visit.appointmentId, visit.doc.token));
    await doctor.next('welcome');
    await expect
      .poll(async () => (await callInfo(visit.appointmentId, visit.patient.token)).body.data.state)
      .toBe('open');
    const before = await connect(await socketUrl(visit.appointmentId, visit.patient.token));
    expect(refused(before)).toEqual({
      status: 409,
      message: "Agree to the video visit's terms before joining",
    });
    expect((await consent(visit.appointmentId, visit.doc.token)).status).toBe(403);
    const agreed = await consent(visit.appointmentId, visit.patient.token);
    expect(agreed.body.data.openedAt).toEqual(expect.any(String));
    const patient = await join(agreed.body.data.socketUrl);
    expect((await patient.next('welcome')).peerPresent).toBe(true);
    doctor.close();
    expect(await patient.next('peer')).toEqual({ type: 'peer', present: false });
    patient.close();
  });

  it('strangers and the administrator get 403 and no URL, anonymous callers 401, an in-person visit 409', async () => {
    const visit = await videoVisit(server);
    const stranger = await callInfo(visit.appointmentId, visit.stranger.token);
    expect(stranger.status).toBe(403);
    expect(JSON.stringify(stranger.body)).not.toContain('ticket');
    const admin = await callInfo(visit.appointmentId, await signInAdmin(server));
    expect(admin.status).toBe(403);
    expect(JSON.stringify(admin.body)).not.toContain('ticket');
    expect((await callInfo(visit.appointmentId)).status).toBe(401);
    expect((await consent(visit.appointmentId, visit.stranger.token)).status).toBe(403);
    expect((await callInfo('00000000-0000-4000-8000-000000000000', visit.doc.token)).status).toBe(
      404,
    );

    await server.db
      .update(appointments)
      .set({ mode: 'in_person' })
      .where(eq(appointments.id, visit.appointmentId));
    const inPerson = await callInfo(visit.appointmentId, visit.doc.token);
    expect(inPerson.status).toBe(409);
    expect(inPerson.body.message).toBe('This appointment is not a video visit');
  });

  it('a ticket opens one socket: a reused, forged, expired or missing one gets 401 and no upgrade', async () => {
    const visit = await videoVisit(server);
    const url = await socketUrl(visit.appointmentId, visit.doc.token);
    const first = await join(url);
    await first.next('welcome');
    const message = 'This call link is no longer valid. Open the call again.';
    expect(refused(await connect(url))).toEqual({ status: 401, message });
    const forged = url.replace(/ticket=.*$/, `ticket=${randomBytes(32).toString('base64url')}`);
    expect(refused(await connect(forged))).toEqual({ status: 401, message });
    expect(refused(await connect(url.replace(/\?ticket=.*$/, '')))).toEqual({
      status: 401,
      message,
    });

    const late = await socketUrl(visit.appointmentId, visit.doc.token);
    server.clock.offsetMs += 61_000;
    try {
      expect(refused(await connect(late))).toEqual({ status: 401, message });
    } finally {
      server.clock.offsetMs -= 61_000;
    }
    first.close();
  });

  it("a foreign Origin gets 403 without spending the ticket; the app's own Origin is let in", async () => {
    const visit = await videoVisit(server);
    const url = await socketUrl(visit.appointmentId, visit.doc.token);
    const foreign = await connect(url, { origin: 'https://evil.example' });
    expect(refused(foreign).status).toBe(403);
    const own = await join(url, { origin: server.baseUrl });
    expect((await own.next('welcome')).role).toBe('doctor');
    own.close();
  });

  it('a completed visit closes the room: the open sockets hear "ended" and a new join is refused', async () => {
    // A doctor completes a visit from its day on (ADR 143): one that began at the last half hour.
    const clinicNow = new TZDate(server.clock.now().getTime(), CLINIC_TZ);
    const lastHalfHour = `${String(clinicNow.getHours()).padStart(2, '0')}:${clinicNow.getMinutes() < 30 ? '00' : '30'}`;
    const visit = await videoVisit(server, 0, lastHalfHour);
    const { doctor, patient } = await bothJoined(visit);
    const unused = await socketUrl(visit.appointmentId, visit.doc.token);
    await expect
      .poll(async () => (await appointmentRow(server, visit.appointmentId)).callStartedAt)
      .not.toBeNull();
    const done = await server.patch(
      `/appointments/${visit.appointmentId}/status`,
      { status: 'completed' },
      { token: visit.doc.token },
    );
    expect(done.status).toBe(200);
    expect(await patient.next('ended')).toEqual({ type: 'ended', by: 'server' });
    expect(await doctor.next('ended')).toEqual({ type: 'ended', by: 'server' });
    expect((await patient.closed()).code).toBe(CALL_CLOSE.roomClosed);
    // No End call was pressed: the close ended the call.
    const row = await appointmentRow(server, visit.appointmentId);
    expect(row.callEndedAt).not.toBeNull();
    expect(row.callDurationSeconds).toEqual(expect.any(Number));
    expect(refused(await connect(unused))).toEqual({
      status: 409,
      message: 'The video room is closed',
    });
    const info = await callInfo(visit.appointmentId, visit.patient.token);
    expect(info.status).toBe(200);
    expect(info.body.data.state).toBe('ended');
    expect(info.body.data).not.toHaveProperty('socketUrl');
  });

  it('a message over 64 KB closes the socket with 1009, one not understood with 1008', async () => {
    const visit = await videoVisit(server);
    const { doctor, patient } = await bothJoined(visit);
    doctor.send({ type: 'signal', data: { sdp: 'x'.repeat(70 * 1024) } });
    expect((await doctor.closed()).code).toBe(1009);
    expect(70 * 1024).toBeGreaterThan(CALL_MESSAGE_MAX_BYTES);
    expect(await patient.next('peer')).toEqual({ type: 'peer', present: false });
    patient.send({ type: 'recording', start: true });
    expect((await patient.next('error')).message).toBe('This message is not understood');
    expect((await patient.closed()).code).toBe(CALL_CLOSE.invalid);
  });

  it('more than a burst of 50 messages closes the socket with 1008', async () => {
    const visit = await videoVisit(server);
    const { doctor } = await bothJoined(visit);
    for (let i = 0; i < 80; i++) doctor.send({ type: 'ping' });
    expect(await doctor.closed()).toEqual({
      code: CALL_CLOSE.invalid,
      reason: 'Too many messages',
    });
  });

  it("messages never reach a third user's socket", async () => {
    const one = await videoVisit(server);
    const two = await videoVisit(server);
    const a = await bothJoined(one);
    const b = await bothJoined(two);
    a.doctor.send({ type: 'signal', data: { description: { type: 'offer', sdp: 'room one' } } });
    a.doctor.send({ type: 'chat', text: 'Only for room one' });
    await a.patient.next('signal');
    await a.patient.next('chat');
    // A round trip in room two: anything meant for it would have arrived before its pong.
    b.patient.send({ type: 'ping' });
    b.doctor.send({ type: 'ping' });
    await b.patient.next('pong');
    await b.doctor.next('pong');
    expect([...b.patient.received, ...b.doctor.received]).toEqual([]);
    // Nor can a stranger's socket be made for the room: no URL is handed out.
    expect((await callInfo(one.appointmentId, one.stranger.token)).status).toBe(403);
  });

  it('the appointment carries the call record, without any content', async () => {
    const visit = await videoVisit(server);
    const { doctor, patient } = await bothJoined(visit);
    patient.send({ type: 'chat', text: 'Rash on the left arm' });
    await doctor.next('chat');
    doctor.send({ type: 'end' });
    await patient.next('ended');
    const res = await server.get(`/appointments/${visit.appointmentId}`, {
      token: visit.patient.token,
    });
    const call = res.body.data.call;
    expect(call).toEqual({
      openedAt: expect.any(String),
      startedAt: expect.any(String),
      endedAt: expect.any(String),
      durationSeconds: expect.any(Number),
    });
    expect(res.text).not.toContain('Rash on the left arm');
  });

  it('the cleanup job drops relayed messages nobody read after 5 minutes and tickets an hour past expiry', async () => {
    const visit = await videoVisit(server);
    await socketUrl(visit.appointmentId, visit.doc.token);
    const now = server.clock.now();
    await server.db.insert(callSignals).values([
      {
        appointmentId: visit.appointmentId,
        payload: '{}',
        createdAt: new Date(now.getTime() - 6 * 60_000),
      },
      {
        appointmentId: visit.appointmentId,
        payload: '{}',
        createdAt: new Date(now.getTime() - 60_000),
      },
    ]);
    const mine = eq(callTickets.appointmentId, visit.appointmentId);
    const signalsLeft = () =>
      server.db
        .select()
        .from(callSignals)
        .where(eq(callSignals.appointmentId, visit.appointmentId));
    await pruneCallLeftovers(server.deps);
    expect(await signalsLeft()).toHaveLength(1);
    expect(await server.db.select().from(callTickets).where(mine)).toHaveLength(1);
    server.clock.offsetMs += 62 * 60_000;
    try {
      expect(await pruneCallLeftovers(server.deps)).toBeGreaterThanOrEqual(2);
    } finally {
      server.clock.offsetMs -= 62 * 60_000;
    }
    expect(await server.db.select().from(callTickets).where(mine)).toEqual([]);
    expect(await signalsLeft()).toEqual([]);
  });

  it("CALL_READY reaches the patient by SMS in the patient's language, linking into the room", async () => {
    await smsSwitch(server, true);
    const patient = await optedInPatient(server, { sms: true, language: 'ur' });
    const doc = await createVerifiedDoctor(server, 'Ayesha Khan');
    const slot = clinicSlot(server, 1, '16:00');
    const row = await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: patient.id,
      start: slot.start,
      end: slot.end,
    });
    await server.db.update(appointments).set({ mode: 'video' }).where(eq(appointments.id, row.id));
    const doctor = await join(await socketUrl(row.id, doc.token));
    await doctor.next('welcome');
    await expect
      .poll(async () =>
        server.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, patient.phone)),
      )
      .toHaveLength(1);
    const [sms] = await server.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.to, patient.phone));
    expect(sms).toMatchObject({ channel: 'sms', language: 'ur', userId: patient.id });
    expect(sms!.text).toContain('ڈاکٹر Ayesha Khan آپ کا معائنہ کرنے کے لیے تیار ہیں');
    expect(sms!.text).toContain(`/call/${row.id}`);
    doctor.close();
  });
});
