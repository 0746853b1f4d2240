import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, users } from '#server/db/schema/index';
import {
  createVerifiedDoctor,
  insertAppointment,
  signUpPatient,
} from '../support/appointment-builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // 21:00 UTC is 02:00 the next day in Karachi: the clinic's day and the UTC day differ.
  const target = new Date();
  target.setUTCDate(target.getUTCDate() + 1);
  target.setUTCHours(21, 0, 0, 0);
  server.clock.offsetMs = target.getTime() - Date.now();
});
afterAll(() => server.close());

const HOUR = 3_600_000;

describe('the doctor dashboard', () => {
  it("counts today's appointments by the clinic's day, patients seen, upcoming ones and the rating", async () => {
    const doc = await createVerifiedDoctor(server);
    const [sana, bilal, hold] = await Promise.all([
      signUpPatient(server, { name: 'Sana Malik' }),
      signUpPatient(server, { name: 'Bilal Ahmed' }),
      signUpPatient(server, { name: 'Never Confirmed' }),
    ]);
    const now = server.clock.now().getTime();
    const at = (hours: number, extra: Record<string, unknown> = {}, patient = sana) =>
      insertAppointment(server, {
        doctorId: doc.doctor.id,
        patientId: patient.user._id,
        start: new Date(now + hours * HOUR),
        end: new Date(now + hours * HOUR + HOUR / 2),
        ...extra,
      });
    // Clinic time now is 02:00. Today in Karachi: 03:00 and 10:00 (UTC: the day before for 03:00).
    const early = await at(1);
    const later = await at(8, {}, bilal);
    await at(9, { status: 'cancelled', cancellationReason: 'Busy' });
    // Yesterday in Karachi (23:00), completed: a patient seen, not today.
    await at(-3, { status: 'completed' }, bilal);
    // Tomorrow in Karachi: upcoming, not today.
    await at(30, { status: 'pending', confirmedAt: server.clock.now() });
    // An initiated booking never confirmed is nobody's appointment yet.
    await at(5, { status: 'pending', confirmedAt: null }, hold);
    await server.db
      .update(doctors)
      .set({ ratingAverage: 4.25, ratingCount: 4 })
      .where(eq(doctors.id, doc.doctor.id));

    const stats = await server.get('/doctors/dashboard/stats', { token: doc.token });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toEqual({
      todayAppointments: 2,
      totalPatients: 2,
      upcomingAppointments: 3,
      averageRating: 4.3,
    });
    const today = await server.get('/doctors/dashboard/today-appointments', { token: doc.token });
    expect(today.status).toBe(200);
    expect(today.body.data.map((a: { _id: string }) => a._id)).toEqual([early.id, later.id]);
    expect(today.body.data[0]).toMatchObject({ time: '03:00', patient: { name: 'Sana Malik' } });
  });

  it('starts at zero for a new doctor', async () => {
    const doc = await createVerifiedDoctor(server);
    const stats = await server.get('/doctors/dashboard/stats', { token: doc.token });
    expect(stats.body.data).toEqual({
      todayAppointments: 0,
      totalPatients: 0,
      upcomingAppointments: 0,
      averageRating: 0,
    });
    const today = await server.get('/doctors/dashboard/today-appointments', { token: doc.token });
    expect(today.body.data).toEqual([]);
  });

  it('is for a verified doctor only', async () => {
    const doc = await createVerifiedDoctor(server);
    const patient = await signUpPatient(server);
    for (const path of ['/doctors/dashboard/stats', '/doctors/dashboard/today-appointments']) {
      expect((await server.get(path)).status).toBe(401);
      expect((await server.get(path, { token: patient.token })).status).toBe(403);
    }
    await server.db.update(users).set({ isVerified: false }).where(eq(users.id, doc.userId));
    expect((await server.get('/doctors/dashboard/stats', { token: doc.token })).status).toBe(403);
  });
});
