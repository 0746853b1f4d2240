import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorAvailability, doctors, users } from '#server/db/schema/index';
import { saveSettings } from '#server/modules/settings/settings.service';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import { MSG } from '#shared/schemas/user';
import { doctorRegistration, STRONG_PASSWORD, uniqueEmail } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const countUsers = async () =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

describe('doctor registration', () => {
  it('creates a pending doctor with the default weekly availability', async () => {
    const body = doctorRegistration({ role: 'admin', isVerified: true });
    const res = await server.post('/auth/doctor/register', body);
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({
      email: body.email,
      role: 'doctor',
      isVerified: false,
      status: 'pending',
      verificationStatus: 'pending',
      specialty: 'Cardiology',
    });
    const [doctor] = await server.db
      .select()
      .from(doctors)
      .where(eq(doctors.userId, res.body.data.user._id));
    expect(doctor).toMatchObject({ consultationFee: 1500, licenseNumber: 'PMDC-1' });
    const slots = await server.db
      .select()
      .from(doctorAvailability)
      .where(eq(doctorAvailability.doctorId, doctor.id));
    expect(slots.map((s) => s.weekday).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(slots[0]).toMatchObject({ startMinute: 9 * 60, endMinute: 17 * 60 });
  });

  it('refuses missing doctor fields with the form’s message', async () => {
    const before = await countUsers();
    const { clinicName: _, ...rest } = doctorRegistration();
    const res = await server.post('/auth/doctor/register', rest);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill in all required fields');
    expect(res.body.errors).toEqual([
      { path: 'clinicName', message: 'Please fill in all required fields' },
    ]);
    expect(await countUsers()).toBe(before);
  });

  it('bounds the fee by the settings’ consultationFeeRange, whatever the range', async () => {
    try {
      await saveSettings(server.db, {
        ...DEFAULT_SETTINGS,
        consultationFeeRange: { min: 1000, max: 3000 },
      });
      const before = await countUsers();
      const low = await server.post(
        '/auth/doctor/register',
        doctorRegistration({ consultationFee: 800 }),
      );
      expect(low.status).toBe(400);
      expect(low.body.message).toBe('Consultation fee must be between 1000 and 3000 PKR');
      expect(await countUsers()).toBe(before);
      const inside = await server.post(
        '/auth/doctor/register',
        doctorRegistration({ consultationFee: 3000 }),
      );
      expect(inside.status).toBe(201);

      await saveSettings(server.db, {
        ...DEFAULT_SETTINGS,
        consultationFeeRange: { min: 200, max: 8000 },
      });
      const wide = await server.post(
        '/auth/doctor/register',
        doctorRegistration({ consultationFee: 7000 }),
      );
      expect(wide.status).toBe(201);
      const [row] = await server.db
        .select({ fee: doctors.consultationFee })
        .from(doctors)
        .where(eq(doctors.userId, wide.body.data.user._id));
      expect(row.fee).toBe(7000);
    } finally {
      await saveSettings(server.db, DEFAULT_SETTINGS);
    }
  });

  it('applies the password rules to doctors too', async () => {
    const res = await server.post(
      '/auth/doctor/register',
      doctorRegistration({ password: 'password' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.passwordClasses);
  });
});

describe('registration closed', () => {
  it('answers 403 "Registration is currently closed" to both sign-ups and creates nothing', async () => {
    await saveSettings(server.db, { ...DEFAULT_SETTINGS, allowRegistration: false });
    try {
      const before = await countUsers();
      const patient = await server.post('/auth/patient/register', {
        name: 'Late Comer',
        email: uniqueEmail(),
        password: STRONG_PASSWORD,
      });
      const doctor = await server.post('/auth/doctor/register', doctorRegistration());
      for (const res of [patient, doctor]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Registration is currently closed');
      }
      expect(await countUsers()).toBe(before);
    } finally {
      await saveSettings(server.db, DEFAULT_SETTINGS);
    }
  });
});
