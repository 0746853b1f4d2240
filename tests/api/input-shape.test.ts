import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientProfiles } from '#server/db/schema/index';
import { BOOKING_MSG } from '#shared/schemas/booking';
import { MSG } from '#shared/schemas/user';
import {
  appointmentScene,
  clinicSlot,
  createVerifiedDoctor,
} from '../support/appointment-builders';
import { STRONG_PASSWORD, signUpPatient } from '../support/builders';
import { snapshotTables } from '../support/db-snapshot';
import { expectRefused } from '../support/refusals';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('dates that do not exist', () => {
  it("booking a day past the month's end (31 November) is refused, not stored as the 1st", async () => {
    const { doc, patient } = await appointmentScene(server);
    // The first month ahead shorter than 31 days, so that the day after its last would roll into
    // a bookable 1st (inside the booking horizon there always is one: no three months in a row
    // have 31 days).
    const dateOf = (day: number) => clinicSlot(server, day, '09:00').start.getUTCDate();
    let day = 1;
    while (!(dateOf(day + 1) === 1 && dateOf(day) < 31)) day++;
    const real = clinicSlot(server, day + 1, '09:00');
    const [y, m] = clinicSlot(server, day, '09:00').startTime.slice(0, 7).split('-');
    const past = String(dateOf(day) + 1);
    const time = real.startTime.slice(10);
    const impossible = {
      startTime: `${y}-${m}-${past}${time}`,
      endTime: `${y}-${m}-${past}${real.endTime.slice(10)}`,
    };
    expect(Date.parse(impossible.startTime)).toBe(real.start.getTime());
    const res = await server.post(
      '/bookings/appointments/initiate',
      { doctorId: doc.doctor.id, ...impossible, type: 'consultation', reason: 'Checkup' },
      { token: patient.token },
    );
    expectRefused(res, BOOKING_MSG.slotInvalid, 'startTime');
  });

  it('a date of birth of 30 February is refused', async () => {
    const patient = await signUpPatient(server);
    const res = await server.put(
      '/auth/profile',
      { name: 'Sana Malik', dateOfBirth: '2020-02-30' },
      { token: patient.token },
    );
    expectRefused(res, 'Please enter a valid date of birth', 'dateOfBirth');
    const [row] = await server.db
      .select()
      .from(patientProfiles)
      .where(eq(patientProfiles.userId, patient.user._id));
    expect(row?.dateOfBirth ?? null).toBeNull();
  });
});
describe('the shape of what is sent', () => {
  it('an e-mail longer than 254 characters is refused wherever one is taken', async () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(190)}.example.pk`;
    expect(long.length).toBeGreaterThan(254);
    expectRefused(
      await server.post('/auth/patient/register', {
        name: 'Long Mail',
        email: long,
        password: STRONG_PASSWORD,
      }),
      MSG.emailInvalid,
      'email',
    );
    const patient = await signUpPatient(server);
    expectRefused(
      await server.put(
        '/auth/profile',
        { name: 'Sana Malik', emergencyContact: { email: long } },
        { token: patient.token },
      ),
      MSG.emailInvalid,
      'emergencyContact.email',
    );
    const doctor = await createVerifiedDoctor(server);
    const profile = (await server.get('/doctors/profile', { token: doctor.token })).body.data;
    expectRefused(
      await server.put(
        '/doctors/profile',
        { ...profile, contactInfo: { phone: '', website: '', email: long } },
        { token: doctor.token },
      ),
      MSG.emailInvalid,
      'contactInfo.email',
    );
  });

  it('a body nested too deeply is a 400, not a stack overflow', async () => {
    const deep = `${'['.repeat(100_000)}"x"${']'.repeat(100_000)}`;
    const res = await server.post('/auth/login', `{"email":${deep},"password":"x"}`, {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is nested too deeply');
  });

  it('a list sent where an object belongs is refused, not saved as an empty address', async () => {
    const patient = await signUpPatient(server);
    await server.put(
      '/auth/profile',
      { name: 'Sana Malik', address: { city: 'Lahore' } },
      { token: patient.token },
    );
    const res = await server.put(
      '/auth/profile',
      { name: 'Sana Malik', address: [] },
      { token: patient.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'address', message: 'Invalid type: Expected Object but received Array' },
    ]);
    const [row] = await server.db
      .select()
      .from(patientProfiles)
      .where(eq(patientProfiles.userId, patient.user._id));
    expect(row.address).toMatchObject({ city: 'Lahore' });
  });

  it('a sign-in password longer than any account can have is refused before it is hashed or counted', async () => {
    const patient = await signUpPatient(server);
    const before = await snapshotTables(server);
    const res = await server.post('/auth/login', {
      email: patient.email,
      password: `${STRONG_PASSWORD}${'x'.repeat(1_000_000)}`,
    });
    expectRefused(res, MSG.passwordLong, 'password');
    expect(await snapshotTables(server)).toEqual(before);
  });
});
