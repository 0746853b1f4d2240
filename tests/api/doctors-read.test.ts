import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorAvailability } from '#server/db/schema/index';
import { insertDoctor, setWeekdays, signIn } from '../support/booking-fixtures';
import { signInAdmin, signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let verified: Awaited<ReturnType<typeof insertDoctor>>;
let pending: Awaited<ReturnType<typeof insertDoctor>>;
let adminToken: string;
let patientToken: string;

beforeAll(async () => {
  server = await startTestServer();
  verified = await insertDoctor(server, {
    name: 'Dr. Amna Baig',
    gender: 'female',
    specialization: 'Dentistry',
    city: 'Multan',
    location: {
      address: '3 Bosan Road',
      city: 'Multan',
      state: 'Punjab',
      country: 'Pakistan',
      zipCode: '60000',
    },
    services: ['Scaling', 'Root canal'],
    languages: ['Urdu', 'English', 'Saraiki'],
    education: [{ degree: 'BDS', institution: 'Nishtar Institute of Dentistry', year: '2008' }],
    ratingAverage: 4.6,
    ratingCount: 12,
    consultationFee: 1800,
  });
  await setWeekdays(server, verified.doctor.id, []);
  await server.db.insert(doctorAvailability).values([
    { doctorId: verified.doctor.id, weekday: 1, startMinute: 14 * 60, endMinute: 17 * 60 },
    { doctorId: verified.doctor.id, weekday: 1, startMinute: 9 * 60, endMinute: 13 * 60 },
    { doctorId: verified.doctor.id, weekday: 3, startMinute: 9 * 60 + 30, endMinute: 12 * 60 },
  ]);
  pending = await insertDoctor(server, {
    name: 'Dr. Waiting Doctor',
    verificationStatus: 'pending',
  });
  adminToken = await signInAdmin(server);
  patientToken = (await signUpPatient(server)).token;
});
afterAll(() => server.close());

describe('GET /doctors/{id}', () => {
  it('answers every field of the Doctor, availability keyed sunday to saturday in HH:MM', async () => {
    const res = await server.get(`/doctors/${verified.doctor.id}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      _id: verified.doctor.id,
      userId: verified.user.id,
      name: 'Dr. Amna Baig',
      email: verified.email,
      gender: 'female',
      profilePicture: null,
      specialization: 'Dentistry',
      consultationFee: 1800,
      services: ['Scaling', 'Root canal'],
      languages: ['Urdu', 'English', 'Saraiki'],
      location: { city: 'Multan', address: '3 Bosan Road' },
      education: [{ degree: 'BDS', institution: 'Nishtar Institute of Dentistry', year: '2008' }],
      certifications: [],
      awards: [],
      ratings: { average: 4.6, count: 12 },
      verificationStatus: 'verified',
    });
    expect(Object.keys(d.availability)).toEqual([
      'sunday',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
    ]);
    expect(d.availability.monday).toEqual({
      isAvailable: true,
      slots: [
        { startTime: '09:00', endTime: '13:00' },
        { startTime: '14:00', endTime: '17:00' },
      ],
    });
    expect(d.availability.wednesday.slots).toEqual([{ startTime: '09:30', endTime: '12:00' }]);
    expect(d.availability.sunday).toEqual({ isAvailable: false, slots: [] });
  });

  it('answers 404 Doctor not found for an unknown or malformed id, and for a path that is no id', async () => {
    for (const id of [randomUUID(), 'abc', 'no-such-path']) {
      const res = await server.get(`/doctors/${id}`);
      expect([res.status, res.body.message]).toEqual([404, 'Doctor not found']);
    }
    // /doctors/profile is the signed-in doctor's own profile, not an id.
    expect((await server.get('/doctors/profile')).status).toBe(401);
  });

  it('shows a doctor awaiting verification only to administrators', async () => {
    expect((await server.get(`/doctors/${pending.doctor.id}`)).status).toBe(404);
    expect(
      (await server.get(`/doctors/${pending.doctor.id}`, { token: patientToken })).status,
    ).toBe(404);
    const admin = await server.get(`/doctors/${pending.doctor.id}`, { token: adminToken });
    expect(admin.status).toBe(200);
    expect(admin.body.data.verificationStatus).toBe('pending');
  });

  it('shows a doctor to themselves', async () => {
    const token = await signIn(server, verified.email);
    const res = await server.get(`/doctors/${verified.doctor.id}`, { token });
    expect(res.status).toBe(200);
  });
});

describe('a doctor by user id', () => {
  it('GET /doctors/user/{userId} and GET /bookings/doctors/by-user/{userId} answer the same Doctor', async () => {
    const a = await server.get(`/doctors/user/${verified.user.id}`);
    const b = await server.get(`/bookings/doctors/by-user/${verified.user.id}`);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data._id).toBe(verified.doctor.id);
    expect(b.body.data).toEqual(a.body.data);
  });

  it('answers 404 for a doctor id given as a user id, an unknown id, or a pending doctor', async () => {
    for (const path of [
      `/doctors/user/${verified.doctor.id}`,
      `/doctors/user/${randomUUID()}`,
      '/doctors/user/x',
      `/doctors/user/${pending.user.id}`,
      `/bookings/doctors/by-user/${pending.user.id}`,
    ]) {
      const res = await server.get(path);
      expect([res.status, res.body.message]).toEqual([404, 'Doctor not found']);
    }
  });
});
