import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, notifications } from '#server/db/schema/index';
import { saveSettings } from '#server/modules/settings/settings.service';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import { answeredNotification } from '../support/appointment-builders';
import {
  book,
  clinicDay,
  insertDoctor,
  signIn,
  slotOn,
  weekdayOfDate,
} from '../support/booking-fixtures';
import { signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let patient: Awaited<ReturnType<typeof signUpPatient>>;
let doctor: Awaited<ReturnType<typeof insertDoctor>>['doctor'];
let doctorUserId: string;
let doctorEmail: string;
beforeAll(async () => {
  server = await startTestServer();
  patient = await signUpPatient(server, { name: 'Sana Malik' });
  const made = await insertDoctor(server, { name: 'Dr. Kamran Butt', consultationFee: 2500 });
  doctor = made.doctor;
  doctorUserId = made.user.id;
  doctorEmail = made.email;
});
afterAll(() => server.close());

const initiate = (body: Record<string, unknown>, token = patient.token) =>
  server.post('/bookings/appointments/initiate', body, { token });
const confirm = (appointmentId: string, token = patient.token) =>
  server.post(
    '/bookings/appointments/confirm',
    { appointmentId, paymentDetails: { method: 'cash', status: 'pending' } },
    { token },
  );
const request = (
  slot: { startTime: string; endTime: string },
  extra: Record<string, unknown> = {},
) => ({
  doctorId: doctor.id,
  startTime: slot.startTime,
  endTime: slot.endTime,
  type: 'consultation',
  reason: 'Chest pain on exertion',
  ...extra,
});
const countFor = async (doctorId: string) =>
  (await server.db.select().from(appointments).where(eq(appointments.doctorId, doctorId))).length;

describe('initiate and confirm (ADR 007)', () => {
  it('initiate holds the slot as a pending appointment and answers the fee from the doctor', async () => {
    const date = clinicDay(server, 3);
    const slot = slotOn(date, '10:30');
    const res = await initiate(request(slot, { fee: 1, consultationFee: 1 }));
    expect(res.status).toBe(201);
    expect(res.body.data.fee).toBe(2500);
    const a = res.body.data.appointment;
    expect(a).toMatchObject({
      doctorId: doctor.id,
      patientId: patient.user._id,
      doctor: {
        _id: doctor.id,
        userId: doctorUserId,
        name: 'Dr. Kamran Butt',
        specialization: 'Cardiology',
      },
      patient: { _id: patient.user._id, name: 'Sana Malik', email: patient.email },
      startTime: slot.startTime,
      endTime: slot.endTime,
      date,
      time: '10:30',
      duration: 30,
      type: 'consultation',
      status: 'pending',
      fee: 2500,
      payment: { method: null, status: 'unpaid' },
    });
    expect(a.id).toBe(a._id);
    const slots = await server.get(`/bookings/doctors/${doctor.id}/availability?date=${date}`);
    expect(slots.body.data.slots.map((s: { start: string }) => s.start)).not.toContain(
      slot.startTime,
    );
  });

  it('confirm records cash, pending, and tells the doctor once', async () => {
    const slot = slotOn(clinicDay(server, 3), '11:30');
    const init = await initiate(request(slot));
    const id = init.body.data.appointment._id;
    const first = await confirm(id);
    expect(first.status).toBe(200);
    expect(first.body.data.appointment).toMatchObject({
      _id: id,
      status: 'pending',
      payment: { method: 'cash', status: 'pending' },
    });
    const again = await confirm(id);
    expect(again.status).toBe(200);
    const notes = await server.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.appointmentId, id), eq(notifications.type, 'APPOINTMENT_BOOKED')),
      );
    expect(notes).toHaveLength(1);
    expect(notes[0].userId).toBe(doctorUserId);
    expect(notes[0].message).toContain('Sana Malik');
    const [note] = notes;
    const data = {
      kind: 'APPOINTMENT_BOOKED',
      params: { patientName: 'Sana Malik', appointmentType: 'consultation', start: slot.startTime },
    };
    expect(note.data).toEqual(data);
    const token = await signIn(server, doctorEmail);
    const answered = await answeredNotification(server, token, id, note.type);
    expect(answered.note).toMatchObject({ data, title: note.title, message: note.message });
    expect(answered.refilled).toEqual({
      type: note.type,
      title: note.title,
      message: note.message,
    });
  });

  it('only the patient who initiated may confirm; unknown ids are 404', async () => {
    const other = await signUpPatient(server);
    const init = await initiate(request(slotOn(clinicDay(server, 3), '12:30')));
    const res = await confirm(init.body.data.appointment._id, other.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to do this');
    expect((await confirm(randomUUID())).status).toBe(404);
    expect((await confirm('nope')).body.message).toBe('Appointment not found');
    const bad = await server.post(
      '/bookings/appointments/confirm',
      {
        appointmentId: init.body.data.appointment._id,
        paymentDetails: { method: 'card', status: 'paid' },
      },
      { token: patient.token },
    );
    expect(bad.status).toBe(400);
  });

  it('needs a signed-in patient', async () => {
    const slot = slotOn(clinicDay(server, 3), '13:30');
    expect((await server.post('/bookings/appointments/initiate', request(slot))).status).toBe(401);
    const doctorToken = await signIn(server, (await insertDoctor(server)).email);
    expect((await initiate(request(slot), doctorToken)).status).toBe(403);
  });
});

describe('initiate refuses a slot the availability call would not offer', () => {
  it('with a clear message, and books nothing', async () => {
    const { doctor: d } = await insertDoctor(server);
    const date = clinicDay(server, 4);
    const offDate = clinicDay(server, 5);
    const { doctor: off } = await insertDoctor(server, {
      weekdays: [0, 1, 2, 3, 4, 5, 6].filter((w) => w !== weekdayOfDate(offDate)),
    });
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { ...slotOn(clinicDay(server, -1), '10:00') },
        400,
        'You cannot book an appointment in the past',
      ],
      [{ ...slotOn(date, '08:00') }, 400, "This time is not one of the doctor's available slots"],
      [{ ...slotOn(date, '10:10') }, 400, "This time is not one of the doctor's available slots"],
      [
        { ...slotOn(date, '10:00', 60) },
        400,
        "This time is not one of the doctor's available slots",
      ],
      [
        { ...slotOn(clinicDay(server, 100), '10:00') },
        400,
        'Appointments can be booked at most 3 months ahead',
      ],
      [
        { ...slotOn(offDate, '10:00'), doctorId: off.id },
        400,
        'The doctor does not work on this day',
      ],
      [
        { ...slotOn(date, '10:00'), type: 'surgery' },
        400,
        'Appointment type must be consultation, follow-up or emergency',
      ],
      [{ ...slotOn(date, '10:00'), reason: '   ' }, 400, 'Please fill in all required fields'],
      [{ ...slotOn(date, '10:00'), reason: undefined }, 400, 'Please fill in all required fields'],
      [{ ...slotOn(date, '10:00'), startTime: 'soon' }, 400, 'Please select a valid time slot'],
      [{ ...slotOn(date, '10:00'), doctorId: randomUUID() }, 404, 'Doctor not found'],
      [{ ...slotOn(date, '10:00'), doctorId: 'dr-who' }, 404, 'Doctor not found'],
    ];
    for (const [override, status, message] of cases) {
      const { start: _s, end: _e, ...fields } = override as Record<string, unknown>;
      const res = await initiate({
        ...request(slotOn(date, '10:00'), { doctorId: d.id }),
        ...fields,
      });
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect(await countFor(d.id)).toBe(0);
    expect(await countFor(off.id)).toBe(0);
  });

  it('refuses an unverified or blocked doctor with 404', async () => {
    const { doctor: pending } = await insertDoctor(server, { verificationStatus: 'pending' });
    const { doctor: blocked } = await insertDoctor(server, { userStatus: 'blocked' });
    for (const d of [pending, blocked]) {
      const res = await initiate(
        request(slotOn(clinicDay(server, 4), '10:00'), { doctorId: d.id }),
      );
      expect([res.status, res.body.message]).toEqual([404, 'Doctor not found']);
    }
  });

  it('refuses a taken slot with 409 and a full day with 409', async () => {
    const { doctor: d } = await insertDoctor(server);
    const date = clinicDay(server, 6);
    await book(server, patient.token, d.id, slotOn(date, '09:00'));
    const taken = await initiate(request(slotOn(date, '09:00'), { doctorId: d.id }));
    expect([taken.status, taken.body.message]).toEqual([
      409,
      'This time slot is no longer available',
    ]);
    await saveSettings(server.db, { ...DEFAULT_SETTINGS, maxAppointmentsPerDay: 1 });
    try {
      const full = await initiate(request(slotOn(date, '14:00'), { doctorId: d.id }));
      expect([full.status, full.body.message]).toEqual([
        409,
        'The doctor has no more appointments available on this day',
      ]);
    } finally {
      await saveSettings(server.db, DEFAULT_SETTINGS);
    }
  });
});
