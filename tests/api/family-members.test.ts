import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, familyMembers } from '#server/db/schema/index';
import { FAMILY_MEMBERS_MAX } from '#shared/schemas/family-member';
import {
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

const CHILD = {
  name: 'Ali Malik',
  relationship: 'child',
  dateOfBirth: '2019-06-02',
  gender: 'male',
  bloodGroup: 'O+',
  emergencyContact: { name: 'Sana Malik', relationship: 'Mother', phone: '0300-1234567' },
  medicalHistory: { allergies: ['Peanuts', '  '], conditions: ['Asthma'] },
};

async function addMember(token: string, body: Record<string, unknown> = CHILD) {
  const res = await server.post('/family-members', body, { token });
  if (res.status !== 201) throw new Error(`add failed: ${res.status} ${res.text}`);
  return res.body.data;
}

/** Holds a slot `days` from today at `hhmm` with the doctor, for a family member when given. */
const initiate = (
  token: string,
  doctorId: string,
  [days, hhmm]: [number, string],
  familyMemberId?: string,
) =>
  server.post(
    '/bookings/appointments/initiate',
    {
      doctorId,
      ...clinicSlot(server, days, hhmm),
      type: 'consultation',
      reason: 'Fever for three days',
      ...(familyMemberId === undefined ? {} : { familyMemberId }),
    },
    { token },
  );

describe('a patient’s family members', () => {
  it('are added, listed, saved and removed by the account holder', async () => {
    const mother = await signUpPatient(server, { name: 'Sana Malik' });
    const added = await server.post('/family-members', CHILD, { token: mother.token });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      name: 'Ali Malik',
      relationship: 'child',
      dateOfBirth: '2019-06-02',
      gender: 'male',
      bloodGroup: 'O+',
      emergencyContact: {
        name: 'Sana Malik',
        relationship: 'Mother',
        // Stored and answered in E.164 (ADR 102).
        phone: '+923001234567',
        email: '',
      },
      medicalHistory: {
        conditions: ['Asthma'],
        allergies: ['Peanuts'],
        medications: [],
        surgeries: [],
        familyHistory: [],
      },
    });
    const id = added.body.data._id;
    expect(added.body.data.id).toBe(id);

    const father = await addMember(mother.token, { name: 'Tariq Malik', relationship: 'parent' });
    expect(father).toMatchObject({ dateOfBirth: '', gender: '', bloodGroup: '' });
    const list = await server.get('/family-members', { token: mother.token });
    expect(list.status).toBe(200);
    expect(list.body.data.familyMembers.map((m: { name: string }) => m.name)).toEqual([
      'Ali Malik',
      'Tariq Malik',
    ]);

    const saved = await server.put(
      `/family-members/${id}`,
      { ...CHILD, name: 'Ali Raza Malik', updatedAt: added.body.data.updatedAt },
      { token: mother.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.name).toBe('Ali Raza Malik');
    expect(Date.parse(saved.body.data.updatedAt)).toBeGreaterThan(
      Date.parse(added.body.data.updatedAt),
    );

    const removed = await server.delete(`/family-members/${father._id}`, { token: mother.token });
    expect(removed.status).toBe(200);
    const after = await server.get('/family-members', { token: mother.token });
    expect(after.body.data.familyMembers.map((m: { name: string }) => m.name)).toEqual([
      'Ali Raza Malik',
    ]);
    // Removing again changes nothing, so a queued removal replayed is harmless.
    expect(
      (await server.delete(`/family-members/${father._id}`, { token: mother.token })).status,
    ).toBe(200);
    const actions = await server.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, father._id));
    expect(actions.map((a) => a.action).sort()).toEqual(['create', 'delete']);
  });

  it('are checked with the profile’s own rules and messages', async () => {
    const { token } = await signUpPatient(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...CHILD, name: 'A' }, 'Name must be at least 2 characters long'],
      [{ ...CHILD, name: undefined }, 'Name is required'],
      [{ ...CHILD, relationship: 'cousin' }, 'Please choose a relationship'],
      [{ ...CHILD, dateOfBirth: '2019-02-30' }, 'Please enter a valid date of birth'],
      [{ ...CHILD, gender: 'robot' }, 'Please choose a gender'],
      [{ ...CHILD, bloodGroup: 'C+' }, 'Please choose a blood group'],
      [
        { ...CHILD, emergencyContact: { email: 'not-an-address' } },
        'Please enter a valid email address.',
      ],
      [
        { ...CHILD, medicalHistory: { conditions: Array.from({ length: 51 }, (_, i) => `c${i}`) } },
        'At most 50 items',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await server.post('/family-members', body, { token });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
      if (body.relationship !== 'child') continue;
      // The patient's own profile answers the same words for the same mistake.
      const { relationship: _, ...asProfile } = body;
      expect((await server.put('/auth/profile', asProfile, { token })).body.message).toBe(message);
    }
    expect((await server.get('/family-members', { token })).body.data.familyMembers).toEqual([]);
  });

  it('are the account holder’s only: another account’s member is 404 and never listed', async () => {
    const mother = await signUpPatient(server);
    const stranger = await signUpPatient(server);
    const child = await addMember(mother.token);
    const put = await server.put(`/family-members/${child._id}`, CHILD, { token: stranger.token });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Family member not found');
    const del = await server.delete(`/family-members/${child._id}`, { token: stranger.token });
    expect(del.status).toBe(404);
    expect(del.body.message).toBe('Family member not found');
    expect(
      (await server.put('/family-members/not-an-id', CHILD, { token: mother.token })).status,
    ).toBe(404);
    expect((await server.get('/family-members', { token: stranger.token })).body.data).toEqual({
      familyMembers: [],
    });
    const [row] = await server.db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.id, child._id));
    expect(row).toMatchObject({ name: 'Ali Malik', deletedAt: null });
  });

  it('are for patients: doctors and visitors are refused', async () => {
    const doctor = await createVerifiedDoctor(server);
    expect((await server.get('/family-members')).status).toBe(401);
    expect((await server.get('/family-members', { token: doctor.token })).status).toBe(403);
    expect((await server.post('/family-members', CHILD, { token: doctor.token })).status).toBe(403);
  });

  it('an edit started from an older copy is refused and changes nothing', async () => {
    const { token } = await signUpPatient(server);
    const child = await addMember(token);
    const first = await server.put(
      `/family-members/${child._id}`,
      { ...CHILD, bloodGroup: 'A+', updatedAt: child.updatedAt },
      { token },
    );
    expect(first.status).toBe(200);
    const stale = await server.put(
      `/family-members/${child._id}`,
      { ...CHILD, bloodGroup: 'B-', updatedAt: child.updatedAt },
      { token },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'This family member was changed elsewhere after you started editing. Your changes were not saved.',
    );
    const list = await server.get('/family-members', { token });
    expect(list.body.data.familyMembers[0].bloodGroup).toBe('A+');
  });

  it('an add queued offline with the device’s id applies once, and its edit can name it', async () => {
    const { token } = await signUpPatient(server);
    const id = randomUUID();
    const first = await server.post('/family-members', { ...CHILD, id }, { token });
    expect(first.status).toBe(201);
    expect(first.body.data._id).toBe(id);
    const again = await server.post('/family-members', { ...CHILD, id }, { token });
    expect(again.status).toBe(200);
    expect(again.body.data._id).toBe(id);
    expect((await server.get('/family-members', { token })).body.data.familyMembers).toHaveLength(
      1,
    );
    const edit = await server.put(
      `/family-members/${id}`,
      { ...CHILD, gender: 'other' },
      { token },
    );
    expect(edit.body.data.gender).toBe('other');
    const other = await signUpPatient(server);
    const taken = await server.post('/family-members', { ...CHILD, id }, { token: other.token });
    expect(taken.status).toBe(409);
    expect(
      (await server.get('/family-members', { token: other.token })).body.data.familyMembers,
    ).toEqual([]);
  });

  it(`at most ${FAMILY_MEMBERS_MAX} on one account`, async () => {
    const { token } = await signUpPatient(server);
    for (let i = 0; i < FAMILY_MEMBERS_MAX; i++)
      await addMember(token, { ...CHILD, name: `Child ${'x'.repeat(i + 1)}` });
    const over = await server.post('/family-members', CHILD, { token });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(`You can add at most ${FAMILY_MEMBERS_MAX} family members`);
  });
});

describe('removing a member with an upcoming appointment', () => {
  it('asks first, then keeps the appointment and its history naming the member', async () => {
    const doctor = await createVerifiedDoctor(server);
    const mother = await signUpPatient(server, { name: 'Sana Malik' });
    const child = await addMember(mother.token);
    const booked = await initiate(mother.token, doctor.doctor.id, [2, '11:00'], child._id);
    expect(booked.status).toBe(201);
    const appointmentId = booked.body.data.appointment._id;

    const refused = await server.delete(`/family-members/${child._id}`, { token: mother.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'FAMILY_MEMBER_HAS_APPOINTMENTS',
      upcomingAppointments: 1,
      message:
        'This family member has an upcoming appointment. Please confirm to remove them; the appointment stays booked.',
    });
    expect(
      (await server.get('/family-members', { token: mother.token })).body.data.familyMembers,
    ).toHaveLength(1);
    expect(
      (await server.delete(`/family-members/${child._id}?confirm=maybe`, { token: mother.token }))
        .status,
    ).toBe(400);

    const confirmed = await server.delete(`/family-members/${child._id}?confirm=true`, {
      token: mother.token,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ id: child._id, upcomingAppointments: 1 });
    expect(
      (await server.get('/family-members', { token: mother.token })).body.data.familyMembers,
    ).toEqual([]);

    const kept = await server.get(`/appointments/${appointmentId}`, { token: mother.token });
    expect(kept.body.data).toMatchObject({
      status: 'pending',
      familyMember: { id: child._id, name: 'Ali Malik', relationship: 'child' },
    });
    // A removed member can no longer be booked for, nor edited.
    const again = await initiate(mother.token, doctor.doctor.id, [3, '11:00'], child._id);
    expect(again.status).toBe(404);
    expect(
      (await server.put(`/family-members/${child._id}`, CHILD, { token: mother.token })).status,
    ).toBe(404);
  });

  it('a member whose appointments are all past is removed without asking', async () => {
    const doctor = await createVerifiedDoctor(server);
    const mother = await signUpPatient(server);
    const child = await addMember(mother.token);
    const past = clinicSlot(server, -3, '10:00');
    await insertAppointment(server, {
      doctorId: doctor.doctor.id,
      patientId: mother.user._id,
      familyMemberId: child._id,
      start: past.start,
      end: past.end,
      status: 'completed',
    });
    expect(
      (await server.delete(`/family-members/${child._id}`, { token: mother.token })).status,
    ).toBe(200);
  });
});

describe('booking for a family member', () => {
  it('records the member on the appointment, in every read of it', async () => {
    const doctor = await createVerifiedDoctor(server, 'Ayesha Khan');
    const son = await signUpPatient(server, { name: 'Bilal Ahmed' });
    const father = await addMember(son.token, {
      name: 'Ahmed Din',
      relationship: 'parent',
      dateOfBirth: '1950-03-01',
      gender: 'male',
    });
    const booked = await initiate(son.token, doctor.doctor.id, [2, '09:00'], father._id);
    expect(booked.status).toBe(201);
    const expected = {
      id: father._id,
      name: 'Ahmed Din',
      relationship: 'parent',
      dateOfBirth: '1950-03-01',
      gender: 'male',
    };
    expect(booked.body.data.appointment.familyMember).toEqual(expected);
    expect(booked.body.data.appointment.patient._id).toBe(son.user._id);
    const id = booked.body.data.appointment._id;
    const confirmed = await server.post(
      '/bookings/appointments/confirm',
      { appointmentId: id, paymentDetails: { method: 'cash', status: 'pending' } },
      { token: son.token },
    );
    expect(confirmed.body.data.appointment.familyMember).toEqual(expected);
    const mine = await server.get('/appointments', { token: son.token });
    expect(mine.body.data.find((a: { _id: string }) => a._id === id).familyMember).toEqual(
      expected,
    );
    const doctors = await server.get('/appointments', { token: doctor.token });
    expect(doctors.body.data.find((a: { _id: string }) => a._id === id).familyMember).toEqual(
      expected,
    );

    const own = await initiate(son.token, doctor.doctor.id, [2, '10:00']);
    expect(own.body.data.appointment.familyMember).toBeNull();
  });

  it('refuses a member of another account, and an id that is no member, with 404', async () => {
    const doctor = await createVerifiedDoctor(server);
    const mother = await signUpPatient(server);
    const stranger = await signUpPatient(server);
    const child = await addMember(mother.token);
    for (const familyMemberId of [child._id, randomUUID(), 'not-an-id']) {
      const res = await initiate(stranger.token, doctor.doctor.id, [2, '12:00'], familyMemberId);
      expect(res.status, familyMemberId).toBe(404);
      expect(res.body.message).toBe('Family member not found');
    }
    const free = await server.get(
      `/bookings/doctors/${doctor.doctor.id}/availability?date=${clinicSlot(server, 2, '12:00').startTime.slice(0, 10)}`,
    );
    expect(free.status).toBe(200);
    expect((await server.get('/appointments', { token: stranger.token })).body.data).toEqual([]);
  });
});

describe('the doctor sees the member as the patient', () => {
  it('lists the member as a patient of their own, with the account holder as the contact and notes of their own', async () => {
    const doctor = await createVerifiedDoctor(server, 'Ayesha Khan');
    const otherDoctor = await createVerifiedDoctor(server, 'Kamran Butt');
    const mother = await signUpPatient(server, { name: 'Sana Malik' });
    await server.put(
      '/auth/profile',
      { name: 'Sana Malik', phone: '0300-7654321' },
      { token: mother.token },
    );
    const child = await addMember(mother.token);
    const visit = clinicSlot(server, -2, '10:00');
    await insertAppointment(server, {
      doctorId: doctor.doctor.id,
      patientId: mother.user._id,
      familyMemberId: child._id,
      start: visit.start,
      end: visit.end,
      status: 'completed',
      reason: 'Wheezing at night',
    });
    const own = clinicSlot(server, -1, '10:00');
    await insertAppointment(server, {
      doctorId: doctor.doctor.id,
      patientId: mother.user._id,
      start: own.start,
      end: own.end,
      status: 'completed',
      reason: 'Migraine',
    });

    const res = await server.get('/patients', { token: doctor.token });
    expect(res.body.data.total).toBe(2);
    const [holderCard, childCard] = res.body.data.patients;
    expect(holderCard).toMatchObject({
      _id: mother.user._id,
      name: 'Sana Malik',
      accountHolder: null,
      relationship: null,
      recentAppointments: [expect.objectContaining({ reason: 'Migraine' })],
    });
    expect(holderCard.recentAppointments).toHaveLength(1);
    expect(childCard).toMatchObject({
      _id: child._id,
      name: 'Ali Malik',
      gender: 'male',
      email: mother.email,
      phone: '+923007654321',
      accountHolder: { _id: mother.user._id, name: 'Sana Malik' },
      relationship: 'child',
      profilePicture: null,
      medicalHistory: { conditions: ['Asthma'], allergies: ['Peanuts'] },
      recentAppointments: [expect.objectContaining({ reason: 'Wheezing at night' })],
    });
    expect(childCard.age).toBeGreaterThanOrEqual(5);
    expect(childCard.recentAppointments).toHaveLength(1);
    const search = await server.get('/patients?search=ali%20mal', { token: doctor.token });
    expect(search.body.data.patients.map((p: { _id: string }) => p._id)).toEqual([child._id]);

    const childNotes = await server.put(
      `/patients/${child._id}/notes`,
      { notes: 'Uses a spacer' },
      { token: doctor.token },
    );
    expect(childNotes.status).toBe(200);
    await server.put(
      `/patients/${mother.user._id}/notes`,
      { notes: 'Migraine with aura' },
      {
        token: doctor.token,
      },
    );
    const again = await server.get('/patients', { token: doctor.token });
    const notes = Object.fromEntries(
      again.body.data.patients.map((p: { _id: string; notes: string }) => [p._id, p.notes]),
    );
    expect(notes).toEqual({
      [mother.user._id]: 'Migraine with aura',
      [child._id]: 'Uses a spacer',
    });

    // Another doctor has not seen the child: no card, no notes.
    expect(
      (await server.get('/patients', { token: otherDoctor.token })).body.data.patients,
    ).toEqual([]);
    const stranger = await server.put(
      `/patients/${child._id}/notes`,
      { notes: 'Nosy' },
      { token: otherDoctor.token },
    );
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Patient not found');
  });
});
