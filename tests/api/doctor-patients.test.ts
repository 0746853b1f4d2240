import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientNotes, patientProfiles, users } from '#server/db/schema/index';
import {
  appointmentScene,
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
  signUpPatient,
} from '../support/appointment-builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SECRET = 'Suspect white-coat hypertension; recheck privately';

describe("a doctor's patients", () => {
  it('lists only patients who have had appointments with this doctor, with the doctor-view fields', async () => {
    const { doc, patient, other, appointment } = await appointmentScene(server);
    await server.db
      .update(patientProfiles)
      .set({
        phone: '0300-1234567',
        gender: 'female',
        dateOfBirth: '1990-01-01',
        medicalHistory: {
          conditions: ['Asthma'],
          allergies: ['Penicillin'],
          medications: [],
          surgeries: [],
          familyHistory: [],
        },
      })
      .where(eq(patientProfiles.userId, patient.user._id));
    const res = await server.get('/patients', { token: doc.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    const [card] = res.body.data.patients;
    expect(card).toMatchObject({
      _id: patient.user._id,
      name: 'Sana Malik',
      email: patient.email,
      gender: 'female',
      phone: '0300-1234567',
      notes: '',
      medicalHistory: { conditions: ['Asthma'], allergies: ['Penicillin'] },
    });
    expect(card.age).toBeGreaterThanOrEqual(35);
    expect(card.recentAppointments).toEqual([
      expect.objectContaining({ id: appointment.id, reason: appointment.reason, time: '10:00' }),
    ]);
    expect(res.body.data.patients.map((p: { _id: string }) => p._id)).not.toContain(other.user._id);
  });

  it('an initiated booking never confirmed does not make someone a patient', async () => {
    const { doc, other } = await appointmentScene(server);
    const slot = clinicSlot(server, 4, '12:00');
    await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: other.user._id,
      start: slot.start,
      end: slot.end,
      status: 'pending',
      confirmedAt: null,
    });
    const res = await server.get('/patients', { token: doc.token });
    expect(res.body.data.patients.map((p: { _id: string }) => p._id)).not.toContain(other.user._id);
  });

  it('searches by name or e-mail and pages', async () => {
    const { doc, patient } = await appointmentScene(server);
    const second = await signUpPatient(server, { name: 'Zainab Raza' });
    const slot = clinicSlot(server, 5, '10:00');
    await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: second.user._id,
      start: slot.start,
      end: slot.end,
    });
    const byName = await server.get('/patients?search=zainab', { token: doc.token });
    expect(byName.body.data.patients.map((p: { name: string }) => p.name)).toEqual(['Zainab Raza']);
    const byEmail = await server.get(`/patients?search=${encodeURIComponent(patient.email)}`, {
      token: doc.token,
    });
    expect(byEmail.body.data.patients.map((p: { _id: string }) => p._id)).toEqual([
      patient.user._id,
    ]);
    const none = await server.get('/patients?search=nobody-at-all', { token: doc.token });
    expect(none.body.data).toMatchObject({ patients: [], total: 0 });
    const page2 = await server.get('/patients?limit=1&page=2', { token: doc.token });
    expect(page2.body.data).toMatchObject({ total: 2, page: 2, totalPages: 2 });
    expect(page2.body.data.patients).toHaveLength(1);
    const bad = await server.get('/patients?page=abc', { token: doc.token });
    expect(bad.status).toBe(400);
  });

  it('is for verified doctors only', async () => {
    const { doc, patient } = await appointmentScene(server);
    expect((await server.get('/patients')).status).toBe(401);
    expect((await server.get('/patients', { token: patient.token })).status).toBe(403);
    await server.db.update(users).set({ isVerified: false }).where(eq(users.id, doc.userId));
    expect((await server.get('/patients', { token: doc.token })).status).toBe(403);
  });
});

describe("a doctor's private notes", () => {
  it('are saved on the server and come back on the patient card', async () => {
    const { doc, patient } = await appointmentScene(server);
    const res = await server.put(
      `/patients/${patient.user._id}/notes`,
      { notes: `  ${SECRET}  ` },
      { token: doc.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ notes: SECRET });
    const list = await server.get('/patients', { token: doc.token });
    expect(list.body.data.patients[0].notes).toBe(SECRET);
    const again = await server.put(
      `/patients/${patient.user._id}/notes`,
      { notes: 'Updated' },
      { token: doc.token },
    );
    expect(again.body.data.notes).toBe('Updated');
    const rows = await server.db
      .select()
      .from(patientNotes)
      .where(eq(patientNotes.patientUserId, patient.user._id));
    expect(rows.map((r) => r.notes)).toEqual(['Updated']);
  });

  it('appear in no answer to the patient, another doctor or a public call', async () => {
    const { doc, patient, appointment } = await appointmentScene(server);
    await server.put(
      `/patients/${patient.user._id}/notes`,
      { notes: SECRET },
      { token: doc.token },
    );
    const colleague = await createVerifiedDoctor(server, 'Imran Qureshi');
    const slot = clinicSlot(server, 6, '10:00');
    await insertAppointment(server, {
      doctorId: colleague.doctor.id,
      patientId: patient.user._id,
      start: slot.start,
      end: slot.end,
    });
    const answers = await Promise.all([
      server.get('/auth/profile', { token: patient.token }),
      server.get('/appointments', { token: patient.token }),
      server.get(`/appointments/${appointment.id}`, { token: patient.token }),
      server.get('/patients', { token: colleague.token }),
      server.get(`/doctors/${doc.doctor.id}`),
      server.get(`/doctors/user/${doc.userId}`),
      server.get('/doctors/search'),
      server.get(`/reviews/doctor/${doc.userId}`),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain('white-coat');
    }
    // The colleague sees the shared patient, with the colleague's own (empty) notes.
    const colleagueView = answers[3].body.data.patients;
    expect(colleagueView).toHaveLength(1);
    expect(colleagueView[0].notes).toBe('');
  });

  it('cannot be written about a patient the doctor never saw, nor by a patient; nothing is stored', async () => {
    const { doc, patient, other } = await appointmentScene(server);
    const stranger = await server.put(
      `/patients/${other.user._id}/notes`,
      { notes: SECRET },
      { token: doc.token },
    );
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Patient not found');
    for (const id of [randomUUID(), 'nope']) {
      const res = await server.put(`/patients/${id}/notes`, { notes: 'x' }, { token: doc.token });
      expect(res.status).toBe(404);
    }
    const byPatient = await server.put(
      `/patients/${patient.user._id}/notes`,
      { notes: SECRET },
      { token: other.token },
    );
    expect(byPatient.status).toBe(403);
    const colleague = await createVerifiedDoctor(server, 'Imran Qureshi');
    const byColleague = await server.put(
      `/patients/${patient.user._id}/notes`,
      { notes: SECRET },
      { token: colleague.token },
    );
    expect(byColleague.status).toBe(404);
    const rows = await server.db
      .select()
      .from(patientNotes)
      .where(eq(patientNotes.doctorUserId, colleague.userId));
    expect(rows).toEqual([]);
  });

  it('refuses notes that are not text or too long', async () => {
    const { doc, patient } = await appointmentScene(server);
    const missing = await server.put(
      `/patients/${patient.user._id}/notes`,
      {},
      { token: doc.token },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Notes must be text');
    const long = await server.put(
      `/patients/${patient.user._id}/notes`,
      { notes: 'x'.repeat(5001) },
      { token: doc.token },
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Notes must be at most 5000 characters');
  });
});
