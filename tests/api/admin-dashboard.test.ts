import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMail, users } from '#server/db/schema/index';
import { ACTIVITY_MSG } from '#shared/domain/activity';
import { RECENT_ACTIVITY_LIMIT } from '#shared/schemas/admin-dashboard';
import {
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
  signUpPatient,
} from '../support/appointment-builders';
import { doctorRegistration, signInAdmin } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = await signInAdmin(server);
});
afterAll(() => server.close());

const DAY = 24 * 3_600_000;
const stats = async () => {
  const res = await server.get('/admin/stats', { token: adminToken });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('who may read the admin dashboard', () => {
  it('answers 401 without a token and 403 to patients and doctors', async () => {
    const patient = await signUpPatient(server);
    const doctor = await createVerifiedDoctor(server);
    for (const path of ['/admin/stats', '/admin/recent-activities']) {
      const anon = await server.get(path);
      expect(anon.status, path).toBe(401);
      expect(anon.body.message).toBe('Authentication required');
      for (const token of [patient.token, doctor.token]) {
        const res = await server.get(path, { token });
        expect(res.status, path).toBe(403);
        expect(res.body.message).toBe('You do not have permission to do this');
      }
      expect((await server.get(path, { token: adminToken })).status).toBe(200);
    }
  });
});

describe('GET /admin/stats', () => {
  it('counts users, doctors, pending applications and appointments from the database', async () => {
    const before = await stats();
    const patient = await signUpPatient(server, { name: 'Sana Malik' });
    const quiet = await signUpPatient(server, { name: 'Quiet Patient' });
    const blocked = await signUpPatient(server, { name: 'Blocked Patient' });
    const doc = await createVerifiedDoctor(server, 'Hina Qureshi');
    const pending = await server.post('/auth/doctor/register', doctorRegistration());
    expect(pending.status).toBe(201);
    // Signed in 31 days ago: no longer active. Blocked: never active.
    await server.db
      .update(users)
      .set({ lastLogin: new Date(server.clock.now().getTime() - 31 * DAY) })
      .where(eq(users.id, quiet.user._id));
    await server.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.user._id));
    const slot = (days: number) => clinicSlot(server, days, '10:00');
    const base = { doctorId: doc.doctor.id, patientId: patient.user._id };
    await insertAppointment(server, { ...base, start: slot(1).start, end: slot(1).end });
    await insertAppointment(server, {
      ...base,
      start: slot(-2).start,
      end: slot(-2).end,
      status: 'completed',
    });
    // An initiated booking never confirmed is not an appointment yet.
    await insertAppointment(server, {
      ...base,
      start: slot(3).start,
      end: slot(3).end,
      status: 'pending',
      confirmedAt: null,
    });

    const after = await stats();
    expect(after).toEqual({
      totalUsers: before.totalUsers + 5,
      totalDoctors: before.totalDoctors + 2,
      pendingVerifications: before.pendingVerifications + 1,
      totalAppointments: before.totalAppointments + 2,
      // Sana and the verified doctor signed in; the quiet and the blocked patient do not count.
      activeUsers: before.activeUsers + 2,
      systemHealth: 100,
      failedMessages: 0,
    });
  });

  it('does not count the administrator as a user', async () => {
    const all = await server.db.select({ id: users.id, role: users.role }).from(users);
    expect((await stats()).totalUsers).toBe(all.filter((u) => u.role !== 'admin').length);
    expect(all.some((u) => u.role === 'admin')).toBe(true);
  });

  it('lowers System Health when a check fails: an e-mail that could not be sent today', async () => {
    expect((await stats()).systemHealth).toBe(100);
    // A failure older than a day no longer counts.
    await server.db.insert(outgoingMail).values({
      to: 'old@example.pk',
      subject: 'Old',
      text: 'Old failure',
      transport: 'smtp',
      error: 'connection refused',
      createdAt: new Date(server.clock.now().getTime() - 2 * DAY),
    });
    expect((await stats()).systemHealth).toBe(100);
    await server.db.insert(outgoingMail).values({
      to: 'new@example.pk',
      subject: 'New',
      text: 'New failure',
      transport: 'smtp',
      error: 'connection refused',
      createdAt: server.clock.now(),
    });
    // Three of the four checks (database, storage, messages) still pass.
    expect((await stats()).systemHealth).toBe(75);
  });
});

describe('GET /admin/recent-activities', () => {
  it('lists the newest audit log entries first, with a title and an icon by type', async () => {
    const patient = await signUpPatient(server, { name: 'Bilal Ahmed' });
    const reg = await server.post(
      '/auth/doctor/register',
      doctorRegistration({ name: 'Kamran Butt' }),
    );
    expect(reg.status).toBe(201);
    const res = await server.get('/admin/recent-activities', { token: adminToken });
    expect(res.status).toBe(200);
    const list = res.body.data;
    expect(list.length).toBe(RECENT_ACTIVITY_LIMIT);
    const times = list.map((a: { time: string }) => Date.parse(a.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list[0]).toMatchObject({
      title: ACTIVITY_MSG.doctorApplied,
      iconType: 'doctor',
      description: expect.stringContaining('Kamran Butt'),
    });
    expect(typeof list[0].id).toBe('string');
    const signIn = list.find(
      (a: { description: string; title: string }) =>
        a.title === ACTIVITY_MSG.signedIn && a.description.startsWith('Bilal Ahmed'),
    );
    expect(signIn).toMatchObject({
      iconType: 'user',
      description: 'Bilal Ahmed (patient): Signed in as patient',
    });
    expect(
      list.find((a: { title: string }) => a.title === ACTIVITY_MSG.patientRegistered),
    ).toMatchObject({
      iconType: 'user',
      description: expect.stringContaining(patient.email),
    });
  });

  it('is listed in the OpenAPI document with the other admin calls', async () => {
    const spec = (await server.get('/openapi.json')).body;
    for (const path of ['/admin/stats', '/admin/recent-activities']) {
      expect(spec.paths[path]?.get, path).toBeDefined();
      expect(spec.paths[path].get.security).toEqual([{ bearerAuth: [] }]);
    }
  });
});
