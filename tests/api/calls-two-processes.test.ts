import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { CALL_CHANNEL } from '#server/db/call-bus';
import { type Database, openDatabase } from '#server/db/client';
import { appointments, callSignals } from '#server/db/schema/index';
import {
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
} from '../support/appointment-builders';
import { signUpPatient } from '../support/builders';
import { join } from '../support/call-fixtures';
import { httpServer } from '../support/http-server';
import { createTestDatabase } from '../support/pg-databases';
import { type RealServer, startRealServer } from '../support/real-server';
import type { TestServer } from '../support/test-server';

// Two server processes need a database they share: PostgreSQL.
describe.runIf(inject('postgres'))('a call between two server processes on one PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let one: RealServer;
  let two: RealServer;
  let listener: pg.Client;
  const notified: string[] = [];

  beforeAll(async () => {
    const copy = await createTestDatabase(inject('postgres')!);
    drop = copy.drop;
    database = await openDatabase({ databaseUrl: copy.url, dataDir: '' });
    // One signing secret, as servers behind one load balancer share it.
    const env = { DATABASE_URL: copy.url, JWT_SECRET: randomBytes(32).toString('hex') };
    [one, two] = await Promise.all([startRealServer({ env }), startRealServer({ env })]);
    // The test hears the channel too: what passes through NOTIFY and what only names a row.
    listener = new pg.Client({ connectionString: copy.url });
    await listener.connect();
    listener.on('notification', (n) => notified.push(n.payload ?? ''));
    await listener.query(`listen ${CALL_CHANNEL}`);
  }, 90_000);

  afterAll(async () => {
    await listener?.end();
    await one?.close();
    await two?.close();
    await database?.close();
    await drop?.();
  });

  it('a 6 KB offer from the doctor on one process reaches the patient on the other through call_signals', async () => {
    const clock = { offsetMs: 0, now: () => new Date() };
    const onOne = { ...httpServer(one.baseUrl), db: database.db, clock } as unknown as TestServer;
    const doc = await createVerifiedDoctor(onOne);
    const patient = await signUpPatient(onOne, { name: 'Sana Malik' });
    const slot = clinicSlot(onOne, 0, '23:30');
    const row = await insertAppointment(onOne, {
      doctorId: doc.doctor.id,
      patientId: patient.user._id,
      start: slot.start,
      end: slot.end,
    });
    await database.db
      .update(appointments)
      .set({ mode: 'video' })
      .where(eq(appointments.id, row.id));

    const doctorInfo = await httpServer(one.baseUrl).get(`/appointments/${row.id}/call`, {
      token: doc.token,
    });
    expect(doctorInfo.body.data.socketUrl).toContain(one.baseUrl.replace('http://', 'ws://'));
    const doctor = await join(doctorInfo.body.data.socketUrl);
    expect((await doctor.next('welcome')).peerPresent).toBe(false);

    const agreed = await httpServer(two.baseUrl).post(
      `/appointments/${row.id}/call/consent`,
      undefined,
      {
        token: patient.token,
      },
    );
    expect(agreed.body.data.socketUrl).toContain(two.baseUrl.replace('http://', 'ws://'));
    const patientSocket = await join(agreed.body.data.socketUrl);
    await patientSocket.next('welcome');
    // The other process answers for the doctor: each side learns the other is in.
    expect(await patientSocket.next('peer')).toEqual({ type: 'peer', present: true });
    expect(await doctor.next('peer')).toEqual({ type: 'peer', present: true });

    const sdp = `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.168.1.20 54321 typ host\r\n'.repeat(100)}`;
    expect(sdp.length).toBeGreaterThan(6000);
    const offer = { description: { type: 'offer', sdp } };
    doctor.send({ type: 'signal', data: offer });
    expect(await patientSocket.next('signal')).toEqual({ type: 'signal', data: offer });
    patientSocket.send({ type: 'chat', text: 'I can see you now' });
    expect((await doctor.next('chat')).text).toBe('I can see you now');

    // The offer went by reference and its row is gone once read; the chat went whole. This
    // test's own listener hears the channel on a connection of its own, which can lag the
    // server's under load: it is waited for.
    await vi.waitFor(() =>
      expect(notified.some((n) => n.includes('I can see you now'))).toBe(true),
    );
    const references = notified.map((n) => JSON.parse(n)).filter((n) => n.k === 'ref');
    expect(references).toEqual([{ k: 'ref', id: expect.any(String), a: row.id, to: 'patient' }]);
    expect(notified.every((n) => Buffer.byteLength(n) < 8000)).toBe(true);
    expect(
      await database.db.select().from(callSignals).where(eq(callSignals.id, references[0].id)),
    ).toEqual([]);

    patientSocket.send({ type: 'end' });
    expect(await doctor.next('ended')).toEqual({ type: 'ended', by: 'patient' });
    const [done] = await database.db.select().from(appointments).where(eq(appointments.id, row.id));
    expect(done.callStartedAt).not.toBeNull();
    expect(done.callEndedAt).not.toBeNull();
  });
});
