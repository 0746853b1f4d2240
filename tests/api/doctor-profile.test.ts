import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, doctors, users } from '#server/db/schema/index';
import { saveSettings } from '#server/modules/settings/settings.service';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import {
  appointmentRow,
  appointmentScene,
  clinicSlot,
  createVerifiedDoctor,
} from '../support/appointment-builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const every = (slots: { startTime: string; endTime: string }[]) =>
  Object.fromEntries(WEEK.map((d) => [d, { isAvailable: slots.length > 0, slots }]));

/** The clinic date `days` after the server's today. */
const dateIn = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(
    clinicSlot(server, days, '12:00').start,
  );

async function profileOf(token: string) {
  const res = await server.get('/doctors/profile', { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

const slotsOn = async (doctorId: string, date: string) => {
  const res = await server.get(`/bookings/doctors/${doctorId}/availability?date=${date}`);
  expect(res.status).toBe(200);
  return (res.body.data.slots as { start: string }[]).map((s) => s.start);
};

describe("a doctor's own profile", () => {
  it('answers every Doctor profile field with the weekly availability', async () => {
    const doc = await createVerifiedDoctor(server, 'Ayesha Khan');
    const profile = await profileOf(doc.token);
    expect(profile).toMatchObject({
      _id: doc.doctor.id,
      userId: doc.userId,
      name: 'Ayesha Khan',
      email: doc.email,
      specialization: 'Cardiology',
      consultationFee: 1500,
      ratings: { average: 0, count: 0 },
      verificationStatus: 'verified',
    });
    for (const day of WEEK) {
      expect(profile.availability[day]).toEqual({
        isAvailable: true,
        slots: [{ startTime: '00:00', endTime: '24:00' }],
      });
    }
  });

  it('saves the whole profile; the new hours change the slots patients see at once', async () => {
    const doc = await createVerifiedDoctor(server);
    const profile = await profileOf(doc.token);
    const date = dateIn(7);
    expect(await slotsOn(doc.doctor.id, date)).toHaveLength(48);
    const res = await server.put(
      '/doctors/profile',
      {
        ...profile,
        name: 'Ayesha Khan',
        about: 'Heart specialist in Lahore',
        consultationFee: 2500,
        services: ['ECG', '  ', 'Echo'],
        languages: ['Urdu', 'English'],
        location: {
          address: '1 Mall Road',
          city: 'Lahore',
          state: 'Punjab',
          country: 'Pakistan',
          zipCode: '54000',
        },
        education: [{ degree: 'MBBS', institution: 'KEMU', year: '2005' }],
        availability: {
          ...every([]),
          [WEEK[new Date(`${date}T00:00:00Z`).getUTCDay()]]: {
            isAvailable: true,
            slots: [
              { startTime: '09:00', endTime: '10:00' },
              { startTime: '14:00', endTime: '15:00' },
            ],
          },
        },
      },
      { token: doc.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body.data).toMatchObject({
      about: 'Heart specialist in Lahore',
      consultationFee: 2500,
      services: ['ECG', 'Echo'],
      location: { city: 'Lahore' },
      outsideHours: [],
    });
    const slots = await slotsOn(doc.doctor.id, date);
    expect(slots.map((s) => new Date(s).toISOString())).toEqual(
      ['09:00', '09:30', '14:00', '14:30'].map((t) => clinicSlot(server, 7, t).startTime),
    );
    const audits = await server.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, doc.doctor.id));
    expect(audits).toContainEqual(
      expect.objectContaining({ action: 'update', userId: doc.userId, ipAddress: '203.0.113.7' }),
    );
  });

  it('keeps a booking the new hours leave outside and reports it', async () => {
    const { doc, appointment } = await appointmentScene(server);
    const profile = await profileOf(doc.token);
    const res = await server.put(
      '/doctors/profile',
      { ...profile, availability: every([{ startTime: '14:00', endTime: '17:00' }]) },
      { token: doc.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.outsideHours).toEqual([
      expect.objectContaining({
        _id: appointment.id,
        patientName: 'Sana Malik',
        startTime: appointment.startTime.toISOString(),
      }),
    ]);
    expect((await appointmentRow(server, appointment.id)).status).toBe('scheduled');
    const inside = await server.put(
      '/doctors/profile',
      { ...profile, availability: every([{ startTime: '09:00', endTime: '12:00' }]) },
      { token: doc.token },
    );
    expect(inside.body.data.outsideHours).toEqual([]);
  });

  it('refuses a fee outside the administrator’s range, overlapping or inverted slots and bad times', async () => {
    const doc = await createVerifiedDoctor(server);
    const profile = await profileOf(doc.token);
    const range = DEFAULT_SETTINGS.consultationFeeRange;
    const cases: [Record<string, unknown>, string][] = [
      [
        { consultationFee: range.max + 1 },
        `Consultation fee must be between ${range.min} and ${range.max} PKR`,
      ],
      [{ consultationFee: 12.5 }, 'Consultation fee must be a whole number of PKR'],
      [
        {
          availability: every([
            { startTime: '09:00', endTime: '11:00' },
            { startTime: '10:30', endTime: '12:00' },
          ]),
        },
        'Time slots on the same day must not overlap',
      ],
      [
        { availability: every([{ startTime: '12:00', endTime: '09:00' }]) },
        'A time slot must end after it starts',
      ],
      [
        { availability: every([{ startTime: '25:00', endTime: '26:00' }]) },
        'Please use the HH:MM format for times',
      ],
      [{ specialization: '  ' }, 'Please fill in the following required fields: Specialization'],
      [
        { education: [{ degree: 'MBBS', institution: '', year: '2005' }] },
        'Please complete all education fields (degree, institution, and year) or remove incomplete entries.',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await server.put(
        '/doctors/profile',
        { ...profile, ...change },
        { token: doc.token },
      );
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const [row] = await server.db.select().from(doctors).where(eq(doctors.id, doc.doctor.id));
    expect(row.consultationFee).toBe(1500);
  });

  it('follows the administrator’s fee range when it changes (ADR 009)', async () => {
    const doc = await createVerifiedDoctor(server);
    const profile = await profileOf(doc.token);
    await saveSettings(server.db, {
      ...DEFAULT_SETTINGS,
      consultationFeeRange: { min: 1000, max: 8000 },
    });
    try {
      const high = await server.put(
        '/doctors/profile',
        { ...profile, consultationFee: 7000 },
        { token: doc.token },
      );
      expect(high.status).toBe(200);
      const low = await server.put(
        '/doctors/profile',
        { ...profile, consultationFee: 900 },
        { token: doc.token },
      );
      expect(low.status).toBe(400);
      expect(low.body.message).toBe('Consultation fee must be between 1000 and 8000 PKR');
    } finally {
      await saveSettings(server.db, DEFAULT_SETTINGS);
    }
  });

  it('is for a verified doctor only', async () => {
    const { doc, patient } = await appointmentScene(server);
    expect((await server.get('/doctors/profile')).status).toBe(401);
    expect((await server.get('/doctors/profile', { token: patient.token })).status).toBe(403);
    const profile = await profileOf(doc.token);
    expect((await server.put('/doctors/profile', profile, { token: patient.token })).status).toBe(
      403,
    );
    await server.db.update(users).set({ isVerified: false }).where(eq(users.id, doc.userId));
    expect((await server.get('/doctors/profile', { token: doc.token })).status).toBe(403);
    expect((await server.put('/doctors/profile', profile, { token: doc.token })).status).toBe(403);
  });
});

describe('time off', () => {
  it('removes the slots of its dates, reports bookings inside it, and comes back when deleted', async () => {
    const { doc, appointment } = await appointmentScene(server);
    const tomorrow = dateIn(1);
    expect((await slotsOn(doc.doctor.id, dateIn(2))).length).toBeGreaterThan(0);
    const res = await server.post(
      '/doctors/profile/time-off',
      { startDate: tomorrow, endDate: dateIn(2), reason: 'Eid' },
      { token: doc.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.timeOff).toMatchObject({
      startDate: tomorrow,
      endDate: dateIn(2),
      reason: 'Eid',
    });
    expect(res.body.data.outsideHours.map((b: { _id: string }) => b._id)).toEqual([appointment.id]);
    expect((await appointmentRow(server, appointment.id)).status).toBe('scheduled');
    expect(await slotsOn(doc.doctor.id, tomorrow)).toEqual([]);
    expect(await slotsOn(doc.doctor.id, dateIn(2))).toEqual([]);
    expect((await slotsOn(doc.doctor.id, dateIn(3))).length).toBeGreaterThan(0);
    const list = await server.get('/doctors/profile/time-off', { token: doc.token });
    expect(list.body.data.map((t: { _id: string }) => t._id)).toEqual([res.body.data.timeOff._id]);
    const other = await createVerifiedDoctor(server, 'Imran Qureshi');
    const stolen = await server.delete(`/doctors/profile/time-off/${res.body.data.timeOff._id}`, {
      token: other.token,
    });
    expect(stolen.status).toBe(403);
    const removed = await server.delete(`/doctors/profile/time-off/${res.body.data.timeOff._id}`, {
      token: doc.token,
    });
    expect(removed.status).toBe(200);
    expect((await slotsOn(doc.doctor.id, dateIn(2))).length).toBeGreaterThan(0);
    const again = await server.delete(`/doctors/profile/time-off/${res.body.data.timeOff._id}`, {
      token: doc.token,
    });
    expect(again.status).toBe(404);
  });

  it('the search’s availability filter leaves out a doctor whose next week is time off', async () => {
    const doc = await createVerifiedDoctor(server, 'Farah Ghazanfar');
    const search = async () => {
      const res = await server.get('/doctors/search?search=Ghazanfar&available=nextweek');
      expect(res.status).toBe(200);
      return res.body.data.doctors.map((d: { _id: string }) => d._id);
    };
    expect(await search()).toEqual([doc.doctor.id]);
    const res = await server.post(
      '/doctors/profile/time-off',
      { startDate: dateIn(0), endDate: dateIn(14), reason: 'Umrah' },
      { token: doc.token },
    );
    expect(res.status).toBe(201);
    expect(await search()).toEqual([]);
  });

  it('a booking cannot be made on a date of time off', async () => {
    const { doc, other } = await appointmentScene(server);
    await server.post(
      '/doctors/profile/time-off',
      { startDate: dateIn(3), endDate: dateIn(3) },
      { token: doc.token },
    );
    const slot = clinicSlot(server, 3, '10:00');
    const res = await server.post(
      '/bookings/appointments/initiate',
      {
        doctorId: doc.doctor.id,
        startTime: slot.startTime,
        endTime: slot.endTime,
        type: 'consultation',
        reason: 'Checkup',
      },
      { token: other.token },
    );
    expect(res.status).toBe(400);
  });

  it('refuses overlapping and inverted ranges and bad dates with 400', async () => {
    const doc = await createVerifiedDoctor(server);
    const first = await server.post(
      '/doctors/profile/time-off',
      { startDate: dateIn(10), endDate: dateIn(12) },
      { token: doc.token },
    );
    expect(first.status).toBe(201);
    const overlap = await server.post(
      '/doctors/profile/time-off',
      { startDate: dateIn(12), endDate: dateIn(14) },
      { token: doc.token },
    );
    expect(overlap.status).toBe(400);
    expect(overlap.body.message).toBe('This time off overlaps time off you already have');
    const inverted = await server.post(
      '/doctors/profile/time-off',
      { startDate: dateIn(20), endDate: dateIn(19) },
      { token: doc.token },
    );
    expect(inverted.status).toBe(400);
    expect(inverted.body.message).toBe('The time off must end on or after the day it starts');
    const bad = await server.post(
      '/doctors/profile/time-off',
      { startDate: '2026-02-30', endDate: dateIn(19) },
      { token: doc.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please choose a valid date');
    const adjacent = await server.post(
      '/doctors/profile/time-off',
      { startDate: dateIn(13), endDate: dateIn(13) },
      { token: doc.token },
    );
    expect(adjacent.status).toBe(201);
    const list = await server.get('/doctors/profile/time-off', { token: doc.token });
    expect(list.body.data).toHaveLength(2);
  });

  it('is for a verified doctor only', async () => {
    const { patient } = await appointmentScene(server);
    expect((await server.get('/doctors/profile/time-off', { token: patient.token })).status).toBe(
      403,
    );
    expect(
      (
        await server.post(
          '/doctors/profile/time-off',
          { startDate: dateIn(1), endDate: dateIn(1) },
          { token: patient.token },
        )
      ).status,
    ).toBe(403);
  });
});
