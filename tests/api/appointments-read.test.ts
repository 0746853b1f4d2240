import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, patientProfiles } from '#server/db/schema/index';
import { book, clinicDay, insertDoctor, signIn, slotOn } from '../support/booking-fixtures';
import { signInAdmin, signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let patient: Awaited<ReturnType<typeof signUpPatient>>;
let doctor: Awaited<ReturnType<typeof insertDoctor>>;
let appointment: { _id: string };
const date = () => clinicDay(server, 2);

beforeAll(async () => {
  server = await startTestServer();
  patient = await signUpPatient(server, { name: 'Mahnoor Abbasi' });
  await server.db
    .update(patientProfiles)
    .set({ phone: '+92 300 5550101', profilePictureUrl: '/api/uploads/avatar-1' })
    .where(eq(patientProfiles.userId, patient.user._id));
  doctor = await insertDoctor(server, {
    name: 'Dr. Zeeshan Akhtar',
    clinicName: 'Akhtar Clinic',
    profilePictureUrl: '/api/uploads/dr-1',
  });
  appointment = await book(server, patient.token, doctor.doctor.id, slotOn(date(), '14:30'));
});
afterAll(() => server.close());

describe('GET /appointments/{id}', () => {
  it('answers the Appointment shape to its patient', async () => {
    const res = await server.get(`/appointments/${appointment._id}`, { token: patient.token });
    expect(res.status).toBe(200);
    const slot = slotOn(date(), '14:30');
    expect(res.body.data).toEqual({
      _id: appointment._id,
      id: appointment._id,
      doctorId: doctor.doctor.id,
      patientId: patient.user._id,
      doctor: {
        _id: doctor.doctor.id,
        userId: doctor.user.id,
        name: 'Dr. Zeeshan Akhtar',
        specialization: 'Cardiology',
        clinicName: 'Akhtar Clinic',
        image: '/api/uploads/dr-1',
      },
      source: 'app',
      patient: {
        _id: patient.user._id,
        name: 'Mahnoor Abbasi',
        email: patient.email,
        phone: '+92 300 5550101',
        avatar: '/api/uploads/avatar-1',
      },
      familyMember: null,
      // The doctor's one practice, as the booking found it (ADR 112).
      practiceId: expect.any(String),
      practice: {
        _id: res.body.data.practiceId,
        kind: 'clinic',
        name: 'Akhtar Clinic',
        location: null,
        phone: '',
      },
      mode: 'in_person',
      startTime: slot.startTime,
      endTime: slot.endTime,
      date: date(),
      time: '14:30',
      duration: 30,
      type: 'consultation',
      reason: 'Chest pain on exertion',
      status: 'pending',
      fee: 2000,
      payment: { method: 'cash', status: 'pending', amount: 0, refunds: [] },
      // No video call was held (ADR 113).
      call: { openedAt: null, startedAt: null, endedAt: null, durationSeconds: null },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('answers its doctor and administrators too', async () => {
    const doctorToken = await signIn(server, doctor.email);
    expect(
      (await server.get(`/appointments/${appointment._id}`, { token: doctorToken })).status,
    ).toBe(200);
    const admin = await signInAdmin(server);
    expect((await server.get(`/appointments/${appointment._id}`, { token: admin })).status).toBe(
      200,
    );
  });

  it('refuses another patient and another doctor with 403, and strangers with 401', async () => {
    const other = await signUpPatient(server);
    const res = await server.get(`/appointments/${appointment._id}`, { token: other.token });
    expect([res.status, res.body.message]).toEqual([403, 'You do not have permission to do this']);
    const otherDoctor = await signIn(server, (await insertDoctor(server)).email);
    expect(
      (await server.get(`/appointments/${appointment._id}`, { token: otherDoctor })).status,
    ).toBe(403);
    expect((await server.get(`/appointments/${appointment._id}`)).status).toBe(401);
  });

  it('answers 404 Appointment not found for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'abc']) {
      const res = await server.get(`/appointments/${id}`, { token: patient.token });
      expect([res.status, res.body.message]).toEqual([404, 'Appointment not found']);
    }
  });

  it("carries the doctor's clinic address when the doctor has given a location", async () => {
    const located = await insertDoctor(server, {
      clinicName: 'Gulberg Family Clinic',
      location: {
        address: '12 Main Boulevard, Gulberg III',
        city: 'Lahore',
        state: 'Punjab',
        country: 'Pakistan',
        zipCode: '54660',
        coordinates: { type: 'Point', coordinates: [74.34, 31.51] },
      },
    });
    const booked = await book(server, patient.token, located.doctor.id, slotOn(date(), '10:00'));
    const res = await server.get(`/appointments/${booked._id}`, { token: patient.token });
    expect(res.body.data.doctor.location).toEqual({
      address: '12 Main Boulevard, Gulberg III',
      city: 'Lahore',
      state: 'Punjab',
      country: 'Pakistan',
      zipCode: '54660',
    });
    // Without a location the field is left out, as the first test shows.
  });

  it('carries the cancellation reason and notes when there are some', async () => {
    await server.db
      .update(appointments)
      .set({ status: 'cancelled', cancellationReason: 'Travelling', notes: 'Prefers mornings' })
      .where(eq(appointments.id, appointment._id));
    const res = await server.get(`/appointments/${appointment._id}`, { token: patient.token });
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Travelling',
      notes: 'Prefers mornings',
    });
  });
});
