import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  notifications,
  visitSummaries,
  visitSummaryVersions,
} from '#server/db/schema/index';
import {
  answeredNotification,
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

const SUMMARY = {
  diagnosis: 'Viral upper respiratory tract infection',
  advice: 'Rest, warm fluids, steam inhalation',
  medicines: [
    {
      name: 'Paracetamol',
      strength: '500 mg',
      form: 'tablet',
      dose: '1 tablet',
      frequency: 'three times a day',
      duration: '5 days',
      instructions: 'after meals',
    },
  ],
  tests: ['CBC'],
  followUpDays: 7,
};
const HOUR = 3_600_000;

/** A doctor, a patient and a visit between them that ended yesterday, in the status given. */
async function visitScene(
  status: 'completed' | 'scheduled' = 'completed',
  doctorName = 'Ayesha Khan',
) {
  const doctor = await createVerifiedDoctor(server, doctorName);
  const patient = await signUpPatient(server, { name: 'Sana Malik' });
  const slot = clinicSlot(server, -1, '10:00');
  const visit = await insertAppointment(server, {
    doctorId: doctor.doctor.id,
    patientId: patient.user._id,
    start: slot.start,
    end: slot.end,
    status,
  });
  return { doctor, patient, visit };
}

const put = (
  id: string,
  token: string,
  body: unknown = SUMMARY,
  headers?: Record<string, string>,
) => server.put(`/appointments/${id}/summary`, body, { token, headers });

const versionsOf = async (appointmentId: string) =>
  server.db
    .select({ version: visitSummaryVersions.version, revokedAt: visitSummaryVersions.revokedAt })
    .from(visitSummaryVersions)
    .innerJoin(visitSummaries, eq(visitSummaries.id, visitSummaryVersions.summaryId))
    .where(eq(visitSummaries.appointmentId, appointmentId))
    .orderBy(visitSummaryVersions.version);

const prescriptionNotes = async (appointmentId: string) =>
  server.db
    .select({ title: notifications.title, userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.appointmentId, appointmentId),
        eq(notifications.type, 'PRESCRIPTION_READY'),
      ),
    );

describe('writing a visit summary', () => {
  it('the appointment’s doctor writes it once the visit is completed, and the patient is told', async () => {
    const { doctor, patient, visit } = await visitScene('scheduled');
    const early = await put(visit.id, doctor.token);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'VISIT_NOT_COMPLETED',
      message: 'A visit summary can be written once the appointment is marked completed',
    });
    expect(await versionsOf(visit.id)).toEqual([]);

    const done = await server.patch(
      `/appointments/${visit.id}/status`,
      { status: 'completed' },
      { token: doctor.token },
    );
    expect(done.status).toBe(200);
    const res = await put(visit.id, doctor.token);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      appointmentId: visit.id,
      diagnosis: SUMMARY.diagnosis,
      advice: SUMMARY.advice,
      medicines: [{ ...SUMMARY.medicines[0], code: null }],
      tests: ['CBC'],
      followUpDays: 7,
      version: 1,
      amended: false,
      doctor: { name: 'Ayesha Khan', licenseNumber: 'PMDC-1', qualifications: 'MBBS, FCPS' },
      patient: { name: 'Sana Malik', relationship: null },
    });
    const { createdAt, amendableUntil, verifyUrl } = res.body.data;
    expect(Date.parse(amendableUntil) - Date.parse(createdAt)).toBe(24 * HOUR);
    expect(verifyUrl).toMatch(
      new RegExp(`^${server.env.appUrl}/verify/[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{22}$`),
    );

    const { note, refilled } = await answeredNotification(
      server,
      patient.token,
      visit.id,
      'PRESCRIPTION_READY',
    );
    expect(note.title).toBe('Prescription ready');
    expect(note.message).toMatch(
      /^Ayesha Khan wrote the visit summary and prescription for Sana Malik from the visit on /,
    );
    expect(refilled).toMatchObject({ title: note.title, message: note.message });
    const [entry] = await server.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'visit_summary'), eq(auditLogs.resourceId, visit.id)));
    expect(entry).toMatchObject({ action: 'create', userId: doctor.userId });
  });

  it('is refused to the patient, another doctor and a visitor', async () => {
    const { patient, visit } = await visitScene();
    const other = await createVerifiedDoctor(server, 'Kamran Butt');
    expect((await put(visit.id, patient.token)).status).toBe(403);
    expect([403, 404]).toContain((await put(visit.id, other.token)).status);
    expect((await server.put(`/appointments/${visit.id}/summary`, SUMMARY)).status).toBe(401);
    const missing = await put('00000000-0000-4000-8000-000000000000', other.token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Appointment not found');
    expect(await versionsOf(visit.id)).toEqual([]);
  });

  it('says what is missing, in the form’s words, and stores nothing', async () => {
    const { doctor, visit } = await visitScene();
    const cases: [unknown, string][] = [
      [{ ...SUMMARY, diagnosis: '  ' }, 'Please enter the diagnosis or findings'],
      [
        { ...SUMMARY, medicines: [{ ...SUMMARY.medicines[0], name: '' }] },
        'Please enter the medicine name',
      ],
      [{ ...SUMMARY, followUpDays: 0 }, 'Follow-up must be a whole number of days from 1 to 365'],
      [{ ...SUMMARY, followUpDays: 2.5 }, 'Follow-up must be a whole number of days from 1 to 365'],
      [
        { ...SUMMARY, medicines: Array.from({ length: 31 }, () => SUMMARY.medicines[0]) },
        'At most 30 medicines',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await put(visit.id, doctor.token, body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await versionsOf(visit.id)).toEqual([]);
    const minimal = await put(visit.id, doctor.token, { diagnosis: 'Tension headache' });
    expect(minimal.body.data).toMatchObject({
      advice: '',
      medicines: [],
      tests: [],
      followUpDays: null,
    });
  });
});

describe('amending a visit summary', () => {
  it('within 24 hours adds a version the patient sees marked amended; every version is kept and audited', async () => {
    const { doctor, patient, visit } = await visitScene();
    const first = await put(visit.id, doctor.token);
    server.clock.offsetMs += 23 * HOUR;
    const changed = {
      ...SUMMARY,
      medicines: [{ ...SUMMARY.medicines[0], strength: '650 mg' }],
    };
    const res = await put(visit.id, doctor.token, changed);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Visit summary amended');
    expect(res.body.data).toMatchObject({
      version: 2,
      amended: true,
      createdAt: first.body.data.createdAt,
    });
    expect(res.body.data.verifyUrl).not.toBe(first.body.data.verifyUrl);
    const seen = await server.get(`/appointments/${visit.id}/summary`, { token: patient.token });
    expect(seen.body.data).toMatchObject({ version: 2, amended: true });
    expect(seen.body.data.medicines[0].strength).toBe('650 mg');
    const versions = await versionsOf(visit.id);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[0].revokedAt).not.toBeNull();
    expect(versions[1].revokedAt).toBeNull();
    const [amendment] = await server.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.resource, 'visit_summary'),
          eq(auditLogs.resourceId, visit.id),
          eq(auditLogs.action, 'update'),
        ),
      );
    expect(amendment.details).toBe('Visit summary amended (version 2; changed: medicines)');
    expect((await prescriptionNotes(visit.id)).map((n) => n.title)).toEqual([
      'Prescription ready',
      'Prescription amended',
    ]);
    server.clock.offsetMs = 0;
  });

  it('after 24 hours is refused and the summary is read only', async () => {
    const { doctor, visit } = await visitScene();
    await put(visit.id, doctor.token);
    server.clock.offsetMs += 24 * HOUR + 60_000;
    try {
      const late = await put(visit.id, doctor.token, { ...SUMMARY, advice: 'Also gargle' });
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({
        code: 'SUMMARY_READ_ONLY',
        message: 'A visit summary can be amended only within 24 hours of when it was first written',
      });
      expect((await versionsOf(visit.id)).map((v) => v.version)).toEqual([1]);
      // The same text again is no amendment: a replay that arrives late still succeeds.
      const replay = await put(visit.id, doctor.token);
      expect(replay.status).toBe(200);
      expect(replay.body.data.version).toBe(1);
    } finally {
      server.clock.offsetMs = 0;
    }
  });
});

describe('replays of the same summary', () => {
  it('create one version and tell the patient once, with or without an Idempotency-Key', async () => {
    const { doctor, visit } = await visitScene();
    const key = { 'idempotency-key': 'summary-replay-0001' };
    const first = await put(visit.id, doctor.token, SUMMARY, key);
    const replayed = await put(visit.id, doctor.token, SUMMARY, key);
    expect(first.status).toBe(201);
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body.data.version).toBe(1);
    // The same change queued twice under two keys, as a device that lost the first answer sends it.
    const again = await put(visit.id, doctor.token, SUMMARY, {
      'idempotency-key': 'summary-replay-0002',
    });
    expect(again.status).toBe(200);
    expect(again.body.data.version).toBe(1);
    expect((await versionsOf(visit.id)).map((v) => v.version)).toEqual([1]);
    expect(await prescriptionNotes(visit.id)).toHaveLength(1);
  });

  it('sent twice at once, create one version', async () => {
    const { doctor, visit } = await visitScene();
    const answers = await Promise.all([put(visit.id, doctor.token), put(visit.id, doctor.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect((await versionsOf(visit.id)).map((v) => v.version)).toEqual([1]);
    expect(await prescriptionNotes(visit.id)).toHaveLength(1);
  });
});

describe('reading a visit summary', () => {
  it('its doctor and its patient read it; anyone else is refused; 404 before one is written', async () => {
    const { doctor, patient, visit } = await visitScene();
    const before = await server.get(`/appointments/${visit.id}/summary`, { token: patient.token });
    expect(before.status).toBe(404);
    expect(before.body.message).toBe('Visit summary not found');
    await put(visit.id, doctor.token);
    expect(
      (await server.get(`/appointments/${visit.id}/summary`, { token: patient.token })).status,
    ).toBe(200);
    expect(
      (await server.get(`/appointments/${visit.id}/summary`, { token: doctor.token })).status,
    ).toBe(200);
    const stranger = await signUpPatient(server);
    const otherDoctor = await createVerifiedDoctor(server, 'Kamran Butt');
    for (const token of [stranger.token, otherDoctor.token]) {
      const res = await server.get(`/appointments/${visit.id}/summary`, { token });
      expect(res.status).toBe(403);
      expect(res.body.data).toBeUndefined();
    }
    expect((await server.get(`/appointments/${visit.id}/summary`)).status).toBe(401);
  });
});

describe('a family member’s visit', () => {
  it('names the member on the summary, in the notification and in the member’s own timeline', async () => {
    const doctor = await createVerifiedDoctor(server, 'Ayesha Khan');
    const mother = await signUpPatient(server, { name: 'Sana Malik' });
    const added = await server.post(
      '/family-members',
      { name: 'Ali Malik', relationship: 'child', dateOfBirth: '2019-06-02', gender: 'male' },
      { token: mother.token },
    );
    const child = added.body.data;
    const childVisit = clinicSlot(server, -2, '10:00');
    const ownVisit = clinicSlot(server, -3, '10:00');
    const forChild = await insertAppointment(server, {
      doctorId: doctor.doctor.id,
      patientId: mother.user._id,
      familyMemberId: child._id,
      start: childVisit.start,
      end: childVisit.end,
      status: 'completed',
    });
    const forMother = await insertAppointment(server, {
      doctorId: doctor.doctor.id,
      patientId: mother.user._id,
      start: ownVisit.start,
      end: ownVisit.end,
      status: 'completed',
    });
    const written = await put(forChild.id, doctor.token);
    expect(written.body.data.patient).toEqual({
      name: 'Ali Malik',
      dateOfBirth: '2019-06-02',
      gender: 'male',
      relationship: 'child',
    });
    const { note } = await answeredNotification(
      server,
      mother.token,
      forChild.id,
      'PRESCRIPTION_READY',
    );
    expect(note.message).toContain('for Ali Malik from the visit on');

    const childTimeline = await server.get(`/visits?familyMemberId=${child._id}`, {
      token: mother.token,
    });
    expect(childTimeline.status).toBe(200);
    expect(childTimeline.body.data).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    expect(childTimeline.body.data.visits[0].appointment._id).toBe(forChild.id);
    expect(childTimeline.body.data.visits[0].summary.version).toBe(1);
    const ownTimeline = await server.get('/visits', { token: mother.token });
    expect(
      ownTimeline.body.data.visits.map((v: { appointment: { _id: string } }) => v.appointment._id),
    ).toEqual([forMother.id]);
    expect(ownTimeline.body.data.visits[0].summary).toBeNull();

    const stranger = await signUpPatient(server);
    const theirs = await server.get(`/visits?familyMemberId=${child._id}`, {
      token: stranger.token,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Family member not found');
    expect((await server.get('/visits', { token: doctor.token })).status).toBe(403);
  });
});

describe("the doctor's patient card", () => {
  it("lists that doctor's own earlier summaries only", async () => {
    const { doctor, patient, visit } = await visitScene();
    const other = await createVerifiedDoctor(server, 'Kamran Butt');
    const theirSlot = clinicSlot(server, -5, '11:00');
    const theirVisit = await insertAppointment(server, {
      doctorId: other.doctor.id,
      patientId: patient.user._id,
      start: theirSlot.start,
      end: theirSlot.end,
      status: 'completed',
    });
    await put(visit.id, doctor.token);
    await put(theirVisit.id, other.token, { diagnosis: 'Sprained ankle' });

    const mine = await server.get(`/patients/${patient.user._id}/summaries`, {
      token: doctor.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.summaries).toHaveLength(1);
    expect(mine.body.data.summaries[0]).toMatchObject({
      diagnosis: SUMMARY.diagnosis,
      appointment: { id: visit.id, time: '10:00' },
    });
    const theirs = await server.get(`/patients/${patient.user._id}/summaries`, {
      token: other.token,
    });
    expect(theirs.body.data.summaries.map((s: { diagnosis: string }) => s.diagnosis)).toEqual([
      'Sprained ankle',
    ]);
    const stranger = await createVerifiedDoctor(server, 'Zara Sheikh');
    const refused = await server.get(`/patients/${patient.user._id}/summaries`, {
      token: stranger.token,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Patient not found');
    expect(
      (await server.get(`/patients/${patient.user._id}/summaries`, { token: patient.token }))
        .status,
    ).toBe(403);
  });
});

describe('medicine suggestions', () => {
  it("come from the doctor's own prescriptions, most used first, matched by part of the name", async () => {
    const first = await visitScene('completed', 'Ayesha Khan');
    const slot = clinicSlot(server, -4, '09:00');
    const second = await insertAppointment(server, {
      doctorId: first.doctor.doctor.id,
      patientId: first.patient.user._id,
      start: slot.start,
      end: slot.end,
      status: 'completed',
    });
    await put(first.visit.id, first.doctor.token);
    await put(second.id, first.doctor.token, {
      diagnosis: 'Gastritis',
      medicines: [
        { name: 'Omeprazole', strength: '20 mg', form: 'capsule' },
        { ...SUMMARY.medicines[0], dose: '2 tablets' },
      ],
    });
    const other = await visitScene('completed', 'Kamran Butt');
    await put(other.visit.id, other.doctor.token, {
      diagnosis: 'Back pain',
      medicines: [{ name: 'Paroxetine', strength: '10 mg', form: 'tablet' }],
    });

    const all = await server.get('/doctors/profile/medicines', { token: first.doctor.token });
    expect(all.status).toBe(200);
    expect(all.body.data.medicines).toEqual([
      { name: 'Paracetamol', strength: '500 mg', form: 'tablet' },
      { name: 'Omeprazole', strength: '20 mg', form: 'capsule' },
    ]);
    const par = await server.get('/doctors/profile/medicines?q=PAR', { token: first.doctor.token });
    expect(par.body.data.medicines.map((m: { name: string }) => m.name)).toEqual(['Paracetamol']);
    const like = await server.get('/doctors/profile/medicines?q=%25', {
      token: first.doctor.token,
    });
    expect(like.body.data.medicines).toEqual([]);
    expect(
      (await server.get('/doctors/profile/medicines', { token: first.patient.token })).status,
    ).toBe(403);
  });
});
