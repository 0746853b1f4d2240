import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  appointments,
  auditLogs,
  doctors,
  notifications,
  outgoingMail,
  users,
} from '#server/db/schema/index';
import { createServer } from '#server/index';
import { JOBS } from '#server/jobs/scheduler';
import { signature } from '#server/lib/mailer';
import { expireAppointments } from '#server/modules/expiry/expiry.service';
import { UNCONFIRMED_RELEASE_REASON } from '#shared/schemas/appointment';
import { EXPIRED_REASON } from '#shared/schemas/expiry';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import {
  appointmentRow,
  countAudit,
  countNotifications,
  createVerifiedDoctor,
  insertAppointment,
} from '../support/appointment-builders';
import { signInAdmin, signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

const MINUTE = 60_000;
let server: TestServer;
let admin: string;
let doc: Awaited<ReturnType<typeof createVerifiedDoctor>>;
let patient: Awaited<ReturnType<typeof signUpPatient>>;
let nextSlot = 0;
let doctorFields: Omit<typeof doctors.$inferInsert, 'userId' | 'id'>;

/**
 * A 30-minute appointment of Sana Malik's ending `minutes` from the server's now. Each has a
 * doctor of its own (all named Ayesha Khan), so that any ends may be chosen without the
 * no-overlap constraint refusing one.
 */
async function endingIn(minutes: number, fields: Partial<typeof appointments.$inferInsert> = {}) {
  nextSlot += 1;
  const [user] = await server.db
    .insert(users)
    .values({
      name: 'Ayesha Khan',
      email: `expiry.doctor.${nextSlot}.${Date.now()}@example.pk`,
      passwordHash: 'not-used',
      role: 'doctor',
      isVerified: true,
    })
    .returning();
  const [doctor] = await server.db
    .insert(doctors)
    .values({ ...doctorFields, userId: user.id })
    .returning();
  const end = new Date(server.clock.now().getTime() + minutes * MINUTE);
  return insertAppointment(server, {
    doctorId: doctor.id,
    patientId: patient.user._id,
    start: new Date(end.getTime() - 30 * MINUTE),
    end,
    ...fields,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
  doc = await createVerifiedDoctor(server, 'Ayesha Khan');
  patient = await signUpPatient(server, { name: 'Sana Malik' });
  const { id: _id, userId: _userId, ...fields } = doc.doctor;
  doctorFields = fields;
});
afterAll(() => server.close());
beforeEach(async () => {
  server.clock.offsetMs = 0;
  // Each test starts with nothing left to expire.
  await expireAppointments(server.deps);
});

describe('the expiry job (ADR 007)', () => {
  it('runs every 15 minutes among the server’s jobs', () => {
    const job = JOBS.find((j) => j.name === 'appointment-expiry');
    expect(job?.everyMs).toBe(15 * MINUTE);
  });

  it('cancels pending and scheduled appointments whose end has passed, with the reason, and leaves the rest', async () => {
    const scheduled = await endingIn(-5);
    const pending = await endingIn(-90, { status: 'pending', confirmedAt: new Date() });
    const running = await endingIn(10);
    const completed = await endingIn(-60, { status: 'completed' });
    const noShow = await endingIn(-60, { status: 'no-show' });
    expect(await expireAppointments(server.deps)).toBe(2);
    for (const a of [scheduled, pending]) {
      expect(await appointmentRow(server, a.id)).toMatchObject({
        status: 'cancelled',
        cancellationReason: EXPIRED_REASON,
      });
    }
    expect((await appointmentRow(server, running.id)).status).toBe('scheduled');
    expect((await appointmentRow(server, completed.id)).status).toBe('completed');
    expect((await appointmentRow(server, noShow.id)).status).toBe('no-show');

    server.clock.offsetMs = 11 * MINUTE;
    expect(await expireAppointments(server.deps)).toBe(1);
    expect((await appointmentRow(server, running.id)).status).toBe('cancelled');
  });

  it('tells the patient in the app and by e-mail, and audits each change', async () => {
    const a = await endingIn(-20);
    expect(await expireAppointments(server.deps)).toBe(1);
    const [note] = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.appointmentId, a.id));
    expect(note).toMatchObject({
      userId: patient.user._id,
      type: 'APPOINTMENT_CANCELLED',
      title: 'Appointment expired',
      data: { kind: 'APPOINTMENT_EXPIRED', params: { doctorName: 'Ayesha Khan' } },
    });
    expect(note.message).toContain('Ayesha Khan');
    expect(note.message).toContain('Appointment Expired');
    const mails = await server.db
      .select()
      .from(outgoingMail)
      .where(
        and(
          eq(outgoingMail.to, patient.email),
          eq(outgoingMail.text, note.message + signature(DEFAULT_SETTINGS)),
        ),
      );
    expect(mails).toHaveLength(1);
    const [entry] = await server.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'appointment'), eq(auditLogs.resourceId, a.id)));
    expect(entry).toMatchObject({ action: 'status_change', userName: 'System', userId: null });
    expect(entry.details).toContain('scheduled → cancelled: Appointment Expired');
  });

  it('releases a booking never confirmed with its own reason, not as an expired appointment', async () => {
    const hold = await endingIn(-5, {
      status: 'pending',
      confirmedAt: null,
      createdAt: new Date(server.clock.now().getTime() - 60 * MINUTE),
    });
    const listed = await server.get('/expiry/expiring?minutes=60', { token: admin });
    expect(listed.body.data.map((a: { _id: string }) => a._id)).not.toContain(hold.id);
    expect(await expireAppointments(server.deps)).toBe(0);
    expect(await appointmentRow(server, hold.id)).toMatchObject({
      status: 'cancelled',
      cancellationReason: UNCONFIRMED_RELEASE_REASON,
    });
    expect(await countNotifications(server, hold.id, 'APPOINTMENT_CANCELLED')).toBe(0);
  });

  it('changes each appointment once: a second run finds nothing and notifies no one again', async () => {
    const a = await endingIn(-30);
    expect(await expireAppointments(server.deps)).toBe(1);
    expect(await expireAppointments(server.deps)).toBe(0);
    expect(await countNotifications(server, a.id, 'APPOINTMENT_CANCELLED')).toBe(1);
    expect(await countAudit(server, a.id, 'status_change')).toBe(1);
  });

  it('works through more appointments than one batch', async () => {
    const many = [];
    for (let i = 0; i < 130; i++) many.push(await endingIn(-1 - i));
    expect(await expireAppointments(server.deps)).toBe(130);
    const left = await server.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          inArray(
            appointments.id,
            many.map((a) => a.id),
          ),
          eq(appointments.status, 'scheduled'),
        ),
      );
    expect(left).toEqual([]);
  });
});

describe('POST /expiry/check', () => {
  it('runs the check for the administrator and answers how many it processed', async () => {
    const a = await endingIn(-15);
    const b = await endingIn(-45, { status: 'pending', confirmedAt: new Date() });
    const res = await server.post('/expiry/check', undefined, { token: admin, ip: '198.51.100.9' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ processed: 2 });
    for (const id of [a.id, b.id]) {
      expect((await appointmentRow(server, id)).cancellationReason).toBe(EXPIRED_REASON);
    }
    const [entry] = await server.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'appointment'), eq(auditLogs.resourceId, a.id)));
    expect(entry).toMatchObject({ userName: 'Administrator', ipAddress: '198.51.100.9' });
    const again = await server.post('/expiry/check', undefined, { token: admin });
    expect(again.body.data).toEqual({ processed: 0 });
  });
});

describe('GET /expiry/expiring', () => {
  it('lists pending and scheduled appointments ending within the minutes or already ended, soonest end first', async () => {
    const ended = await endingIn(-3);
    const soon = await endingIn(20, { status: 'pending', confirmedAt: new Date() });
    const within = await endingIn(55);
    const later = await endingIn(65);
    await endingIn(10, { status: 'completed' });
    const ids = async (query: string) => {
      const res = await server.get(`/expiry/expiring${query}`, { token: admin });
      expect(res.status).toBe(200);
      return (res.body.data as { _id: string }[]).map((a) => a._id);
    };
    expect(await ids('?minutes=60')).toEqual([ended.id, soon.id, within.id]);
    expect(await ids('')).toEqual([ended.id, soon.id, within.id]);
    expect(await ids('?minutes=30')).toEqual([ended.id, soon.id]);
    expect(await ids('?minutes=120')).toEqual([ended.id, soon.id, within.id, later.id]);
    const [first] = (await server.get('/expiry/expiring?minutes=15', { token: admin })).body.data;
    expect(first).toMatchObject({
      _id: ended.id,
      status: 'scheduled',
      type: 'consultation',
      reason: 'Chest pain on exertion',
      patient: { name: 'Sana Malik', email: patient.email },
      doctor: { name: 'Ayesha Khan' },
      startTime: ended.startTime.toISOString(),
      endTime: ended.endTime.toISOString(),
    });
  });

  it.each(['0', '-5', 'abc', '1.5', '10081', ''])(
    'refuses minutes=%s with 400',
    async (minutes) => {
      const res = await server.get(`/expiry/expiring?minutes=${minutes}`, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Minutes must be a whole number from 1 to 10080');
    },
  );
});

describe('who may use the expiry calls', () => {
  it('answers 401 without a token and 403 to patients and doctors, changing nothing', async () => {
    const a = await endingIn(-10);
    for (const token of [undefined, patient.token, doc.token]) {
      const status = token ? 403 : 401;
      expect((await server.get('/expiry/expiring', { token })).status).toBe(status);
      expect((await server.post('/expiry/check', undefined, { token })).status).toBe(status);
    }
    expect((await appointmentRow(server, a.id)).status).toBe('scheduled');
  });

  it('is in the published contract', async () => {
    const spec = (await server.get('/openapi.json')).body;
    expect(spec.paths['/expiry/expiring'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'minutes', in: 'query' })]),
    );
    expect(spec.paths['/expiry/check'].post.security).toEqual([{ bearerAuth: [] }]);
  });
});

// Only PostgreSQL lets two servers share one database.
describe.runIf(inject('postgres'))('two servers on one PostgreSQL database', () => {
  it('expire each appointment once, however their checks interleave', async () => {
    const other = await createServer(server.env, { migrated: true, now: server.clock.now });
    try {
      const due = [];
      for (let i = 0; i < 60; i++) due.push(await endingIn(-1 - i));
      const check = async (app: typeof other.app) => {
        const res = await app.request('/api/expiry/check', {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}` },
        });
        const body = (await res.json()) as { data: { processed: number } };
        return body.data.processed;
      };
      const counts = await Promise.all([
        server.deps.database.withJobLock('appointment-expiry', () =>
          expireAppointments(server.deps),
        ),
        other.deps.database.withJobLock('appointment-expiry', () => expireAppointments(other.deps)),
        expireAppointments(other.deps),
        check(server.app),
        check(other.app),
      ]);
      expect(counts.reduce((sum: number, n) => sum + (n ?? 0), 0)).toBe(60);
      for (const a of due) {
        expect(await countNotifications(server, a.id, 'APPOINTMENT_CANCELLED')).toBe(1);
        expect(await countAudit(server, a.id, 'status_change')).toBe(1);
      }
    } finally {
      await other.deps.database.close();
    }
  });

  it('run the scheduled job on one of them at a time', async () => {
    const other = await createServer(server.env, { migrated: true, now: server.clock.now });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = server.deps.database.withJobLock('appointment-expiry', async () => {
        await held;
        return 1;
      });
      // While the first server holds the job, the second does not start it.
      await new Promise((r) => setTimeout(r, 50));
      expect(await other.deps.database.withJobLock('appointment-expiry', async () => 2)).toBeNull();
      release();
      expect(await first).toBe(1);
      expect(await other.deps.database.withJobLock('appointment-expiry', async () => 2)).toBe(2);
    } finally {
      await other.deps.database.close();
    }
  });
});
