import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, doctorPractices } from '#server/db/schema/index';
import { clinicDay, signIn, slotOn } from '../support/booking-fixtures';
import { signInAdmin, signUpPatient } from '../support/builders';
import { insertDoctorWithPractices } from '../support/practice-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let patient: Awaited<ReturnType<typeof signUpPatient>>;
let clinics: Awaited<ReturnType<typeof doctorWithPractices>>;

const OPD = {
  name: 'Shifa International Hospital OPD',
  fee: 2500,
  location: {
    address: 'Plot 12, Street 5, F-8/3',
    city: 'Islamabad',
    area: 'F-8',
    landmark: 'behind Markaz F-8',
    country: 'Pakistan',
  },
  phone: '+92512281234',
};
const EVENING = {
  name: 'Evening Care Clinic',
  fee: 3000,
  location: {
    address: '28 Murree Road, Satellite Town',
    city: 'Rawalpindi',
    area: 'Satellite Town',
    landmark: 'near Commercial Market chowk',
    country: 'Pakistan',
  },
  phone: '+92515561234',
};
const VIDEO = { name: 'Video consultation', fee: 1500, phone: '+923001234567' };
/** The hospital OPD in Islamabad, a video practice and an evening clinic in Rawalpindi. */
const doctorWithPractices = () =>
  insertDoctorWithPractices(server, {
    name: 'Dr. Saima Raza',
    opd: OPD,
    evening: EVENING,
    video: VIDEO,
  });

type Slot = { start: string; end: string; practiceId: string; mode: string };
const slots = async (doctorId: string, date: string, query = '') => {
  const res = await server.get(`/bookings/doctors/${doctorId}/availability?date=${date}${query}`);
  return res;
};

const initiate = (body: Record<string, unknown>, token = patient.token) =>
  server.post(
    '/bookings/appointments/initiate',
    { type: 'consultation', reason: 'Palpitations at night', ...body },
    { token },
  );

/** Initiates a booking `days` ahead at hh:mm clinic time, at the practice named if any. */
const bookAt = (doctorId: string, days: number, hhmm: string, practiceId?: unknown) => {
  const slot = slotOn(clinicDay(server, days), hhmm);
  return initiate({
    doctorId,
    startTime: slot.startTime,
    endTime: slot.endTime,
    ...(practiceId === undefined ? {} : { practiceId }),
  });
};

const countOf = async (doctorId: string) =>
  (
    await server.db
      .select({ n: count() })
      .from(appointments)
      .where(eq(appointments.doctorId, doctorId))
  )[0]!.n;

beforeAll(async () => {
  server = await startTestServer();
  patient = await signUpPatient(server, { name: 'Mahnoor Abbasi' });
  clinics = await doctorWithPractices();
});
afterAll(() => server.close());

describe('slots of a doctor with two clinics and a video practice', () => {
  it('each slot names the practice whose hours hold it, and how the visit happens', async () => {
    const date = clinicDay(server, 3);
    const res = await slots(clinics.doctor.id, date);
    expect(res.status).toBe(200);
    const list: Slot[] = res.body.data.slots;
    const at = (hhmm: string) => list.find((s) => s.start === slotOn(date, hhmm).startTime);
    expect(list).toHaveLength(10 + 3 + 8);
    expect(at('09:00')).toEqual({
      start: slotOn(date, '09:00').startTime,
      end: slotOn(date, '09:00').endTime,
      practiceId: clinics.opd.id,
      mode: 'in_person',
    });
    expect(at('15:30')).toMatchObject({ practiceId: clinics.video.id, mode: 'video' });
    expect(at('20:30')).toMatchObject({ practiceId: clinics.evening.id, mode: 'in_person' });
    // Between the practices' hours nothing is offered.
    expect(at('14:00')).toBeUndefined();
    expect(at('16:30')).toBeUndefined();
  });

  it('practiceId= keeps one practice’s slots', async () => {
    const date = clinicDay(server, 3);
    const res = await slots(clinics.doctor.id, date, `&practiceId=${clinics.evening.id}`);
    expect(res.status).toBe(200);
    const list: Slot[] = res.body.data.slots;
    expect(list.map((s) => s.start)).toEqual(
      ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30'].map(
        (t) => slotOn(date, t).startTime,
      ),
    );
    expect(new Set(list.map((s) => s.practiceId))).toEqual(new Set([clinics.evening.id]));
    const video = (await slots(clinics.doctor.id, date, `&practiceId=${clinics.video.id}`)).body
      .data.slots as Slot[];
    expect(video.map((s) => s.mode)).toEqual(['video', 'video', 'video']);
  });

  it('a malformed practice id, or a practice of another doctor, is 400 in the product’s words', async () => {
    const date = clinicDay(server, 3);
    const other = await doctorWithPractices();
    for (const id of ['not-an-id', '12', other.evening.id, randomUUID()]) {
      const res = await slots(clinics.doctor.id, date, `&practiceId=${id}`);
      expect([res.status, res.body.message], id).toEqual([
        400,
        "Please choose one of the doctor's practices",
      ]);
    }
    const unknown = await slots(clinics.doctor.id, date, `&practiceId=${other.opd.id}`);
    expect(unknown.body.code).toBe('PRACTICE_UNKNOWN');
  });
});

describe('booking at one of the practices', () => {
  it('a booking at the evening clinic carries its address, landmark, phone, mode and fee', async () => {
    const res = await bookAt(clinics.doctor.id, 4, '18:00', clinics.evening.id);
    expect(res.status).toBe(201);
    const practice = {
      _id: clinics.evening.id,
      kind: 'clinic',
      name: EVENING.name,
      location: {
        address: EVENING.location.address,
        city: 'Rawalpindi',
        area: 'Satellite Town',
        landmark: 'near Commercial Market chowk',
      },
      phone: EVENING.phone,
    };
    expect(res.body.data.fee).toBe(EVENING.fee);
    expect(res.body.data.appointment).toMatchObject({
      practiceId: clinics.evening.id,
      practice,
      mode: 'in_person',
      fee: EVENING.fee,
    });
    // Every reader of the appointment sees the same: its patient, its doctor, the administrator.
    const id = res.body.data.appointment._id;
    const doctorToken = await signIn(server, clinics.email);
    for (const token of [patient.token, doctorToken, await signInAdmin(server)]) {
      const read = await server.get(`/appointments/${id}`, { token });
      expect(read.body.data).toMatchObject({
        practiceId: clinics.evening.id,
        practice,
        mode: 'in_person',
      });
    }
    const list = await server.get('/appointments?limit=50', { token: doctorToken });
    const mine = list.body.data.appointments.find((a: { _id: string }) => a._id === id);
    expect(mine).toMatchObject({ practice: { name: EVENING.name }, mode: 'in_person' });
  });

  it('without practiceId, the practice whose hours hold the slot: the video practice at 15:30', async () => {
    const res = await bookAt(clinics.doctor.id, 4, '15:30');
    expect(res.status).toBe(201);
    expect(res.body.data.appointment).toMatchObject({
      practiceId: clinics.video.id,
      practice: { _id: clinics.video.id, kind: 'video', name: VIDEO.name, location: null },
      mode: 'video',
      fee: VIDEO.fee,
    });
    const opd = await bookAt(clinics.doctor.id, 4, '10:00', null);
    expect(opd.body.data.appointment).toMatchObject({
      practiceId: clinics.opd.id,
      practice: { name: OPD.name, location: { city: 'Islamabad', landmark: 'behind Markaz F-8' } },
      mode: 'in_person',
      fee: OPD.fee,
    });
  });

  it('a slot outside the named practice’s hours is refused with its name, and nothing is booked', async () => {
    const before = await countOf(clinics.doctor.id);
    const res = await bookAt(clinics.doctor.id, 5, '10:00', clinics.evening.id);
    expect([res.status, res.body.message, res.body.code, res.body.practice]).toEqual([
      400,
      'This time is not one of the available slots at Evening Care Clinic',
      'SLOT_OUTSIDE_PRACTICE',
      EVENING.name,
    ]);
    // Past or day-off refusals keep their own words: the rule broken first is named.
    const refused = await bookAt(clinics.doctor.id, -1, '18:00', clinics.opd.id);
    expect(refused.body.message).toBe('You cannot book an appointment in the past');
    expect(await countOf(clinics.doctor.id)).toBe(before);
  });

  it('a practice of another doctor, or an unknown or malformed one, is refused and books nothing', async () => {
    const other = await doctorWithPractices();
    const before = await countOf(clinics.doctor.id);
    for (const practiceId of [other.evening.id, randomUUID(), 'evening', 42]) {
      const res = await bookAt(clinics.doctor.id, 5, '18:30', practiceId);
      expect([res.status, res.body.message], String(practiceId)).toEqual([
        400,
        "Please choose one of the doctor's practices",
      ]);
    }
    expect(await countOf(clinics.doctor.id)).toBe(before);
    expect(await countOf(other.doctor.id)).toBe(0);
  });

  it('the appointment keeps the practice’s details as booked after the doctor edits the practice', async () => {
    const own = await doctorWithPractices();
    const booked = await bookAt(own.doctor.id, 6, '19:00', own.evening.id);
    const id = booked.body.data.appointment._id;
    await server.db
      .update(doctorPractices)
      .set({
        name: 'Raza Heart Clinic',
        fee: 3500,
        phone: '+92515520871',
        location: { ...EVENING.location, address: 'Shop 5, Bank Road', landmark: 'behind Saddar' },
      })
      .where(eq(doctorPractices.id, own.evening.id));
    const read = await server.get(`/appointments/${id}`, { token: patient.token });
    expect(read.body.data).toMatchObject({
      practice: {
        name: EVENING.name,
        phone: EVENING.phone,
        location: { address: EVENING.location.address, landmark: EVENING.location.landmark },
      },
      fee: EVENING.fee,
    });
    // A booking made after the edit has the practice as it is now.
    const fresh = await bookAt(own.doctor.id, 6, '20:00');
    expect(fresh.body.data.appointment).toMatchObject({
      practice: { name: 'Raza Heart Clinic', location: { landmark: 'behind Saddar' } },
      fee: 3500,
    });
  });
});

describe('rescheduling stays with the practice booked', () => {
  it('moves within the practice’s hours and refuses a slot of another practice, naming it', async () => {
    const own = await doctorWithPractices();
    const booked = await bookAt(own.doctor.id, 7, '17:30', own.evening.id);
    const id = booked.body.data.appointment._id;
    const move = (to: { startTime: string; endTime: string }) =>
      server.post(`/appointments/${id}/reschedule`, to, { token: patient.token });
    const morning = slotOn(clinicDay(server, 8), '10:00');
    const refused = await move({ startTime: morning.startTime, endTime: morning.endTime });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'This time is not one of the available slots at Evening Care Clinic',
    ]);
    const evening = slotOn(clinicDay(server, 8), '20:30');
    const moved = await move({ startTime: evening.startTime, endTime: evening.endTime });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      startTime: evening.startTime,
      practiceId: own.evening.id,
      fee: EVENING.fee,
    });
  });
});

describe("the doctor's day and the calendar file", () => {
  it('today’s appointments carry their practice, so the day can be grouped by it', async () => {
    const own = await doctorWithPractices();
    const saved = server.clock.offsetMs;
    // 08:00 on the clinic's clock today, whatever the hour the test runs at.
    const today = clinicDay(server, 0);
    server.clock.offsetMs += slotOn(today, '08:00').start.getTime() - server.clock.now().getTime();
    try {
      // Written as an earlier path writes it: the practice follows from the hours (migration 0025).
      const visit = (hhmm: string) => ({
        doctorId: own.doctor.id,
        patientId: patient.user._id,
        startTime: slotOn(today, hhmm).start,
        endTime: slotOn(today, hhmm).end,
        type: 'consultation' as const,
        reason: 'Review of reports',
        status: 'scheduled' as const,
        fee: 2000,
        confirmedAt: server.clock.now(),
      });
      await server.db.insert(appointments).values([visit('10:00'), visit('15:30'), visit('18:00')]);
      const token = await signIn(server, own.email);
      const res = await server.get('/doctors/dashboard/today-appointments', { token });
      expect(
        res.body.data.map(
          (a: { time: string; practiceId: string; practice: { name: string }; mode: string }) => [
            a.time,
            a.practiceId,
            a.practice.name,
            a.mode,
          ],
        ),
      ).toEqual([
        ['10:00', own.opd.id, OPD.name, 'in_person'],
        ['15:30', own.video.id, VIDEO.name, 'video'],
        ['18:00', own.evening.id, EVENING.name, 'in_person'],
      ]);
    } finally {
      server.clock.offsetMs = saved;
    }
  });

  it('names the practice and its address for a clinic, and says a video visit is one', async () => {
    const ics = async (hhmm: string) => {
      const made = await bookAt(clinics.doctor.id, 9, hhmm);
      const res = await server.get(`/appointments/${made.body.data.appointment._id}/calendar.ics`, {
        token: patient.token,
      });
      return res.text.replace(/\r\n[ \t]/g, '');
    };
    const evening = await ics('19:30');
    expect(evening).toContain(
      'LOCATION:Evening Care Clinic\\, 28 Murree Road\\, Satellite Town\\, near Commercial Market chowk\\, Rawalpindi',
    );
    const video = await ics('16:00');
    expect(video).toMatch(/^LOCATION:Video consultation on /m);
    expect(video).toContain('This is a video consultation');
    expect(video).not.toContain("clinic's desk");
  });
});

describe('the contract in /api/openapi.json', () => {
  it('documents the slots’ practice and mode, initiate’s practiceId and the appointment’s practice', async () => {
    const paths = (await server.get('/openapi.json')).body.paths;
    const availability = paths['/bookings/doctors/{id}/availability'].get;
    expect(availability.parameters.map((p: { name: string }) => p.name)).toContain('practiceId');
    const slot =
      availability.responses['200'].content['application/json'].schema.properties.data.properties
        .slots.items;
    expect(Object.keys(slot.properties)).toEqual(['start', 'end', 'practiceId', 'mode']);
    const initiateDoc = paths['/bookings/appointments/initiate'].post;
    expect(
      Object.keys(initiateDoc.requestBody.content['application/json'].schema.properties),
    ).toContain('practiceId');
    const appointment =
      initiateDoc.responses['201'].content['application/json'].schema.properties.data.properties
        .appointment;
    expect(Object.keys(appointment.properties)).toEqual(
      expect.arrayContaining(['practiceId', 'practice', 'mode', 'fee']),
    );
    expect(Object.keys(appointment.properties.practice.properties.location.properties)).toEqual([
      'address',
      'city',
      'area',
      'landmark',
    ]);
  });
});
