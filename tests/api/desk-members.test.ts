import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLogs, deskMembers, doctorPractices } from '#server/db/schema/index';
import {
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
} from '../support/appointment-builders';
import { STRONG_PASSWORD, signInAdmin, signUpPatient, uniqueEmail } from '../support/builders';
import { deskMember, invitationToken, practicesOf } from '../support/desk-builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let doctor: Awaited<ReturnType<typeof createVerifiedDoctor>>;
let otherDoctor: Awaited<ReturnType<typeof createVerifiedDoctor>>;
let clinicId = '';
const as = (d: typeof doctor) => ({ doctorId: d.doctor.id, token: d.token });
const invite = (body: unknown, token = doctor.token) =>
  server.post('/doctors/profile/desk-members', body, { token });
const countMembers = async () =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(deskMembers))[0]!.n;

beforeAll(async () => {
  server = await startTestServer();
  doctor = await createVerifiedDoctor(server, 'Imran Qureshi');
  otherDoctor = await createVerifiedDoctor(server, 'Kamran Butt');
  clinicId = (await practicesOf(server, doctor.doctor.id))[0]!.id;
});
afterAll(() => server?.close());

describe('a doctor invites a front desk member', () => {
  it('lists them as invited and mails a link valid 7 days, naming the doctor and practice', async () => {
    const email = uniqueEmail('desk');
    const res = await invite({ name: 'Rukhsana Bibi', email, practiceIds: [clinicId] });
    expect(res.status).toBe(201);
    expect(res.body.data.member).toEqual({
      id: expect.any(String),
      name: 'Rukhsana Bibi',
      email,
      practiceIds: [clinicId],
      status: 'invited',
    });
    const { mail, token } = await invitationToken(server, email);
    expect(mail.subject).toBe(
      `Dr. Imran Qureshi invites you to the front desk on ${(await server.get('/settings/public')).body.data.siteName}`,
    );
    expect(mail.text).toContain(`${server.env.appUrl}/desk/accept/${token}`);
    const list = await server.get('/doctors/profile/desk-members', { token: doctor.token });
    expect(list.body.data.members.map((m: { email: string }) => m.email)).toContain(email);

    const read = await server.get(`/desk/invitations/${token}`);
    expect(read.body.data.invitation).toMatchObject({
      name: 'Rukhsana Bibi',
      email,
      doctorName: 'Imran Qureshi',
      hasAccount: false,
    });
    // Signing in before accepting is a wrong password, like any unknown one.
    const early = await server.post('/auth/login', { email, password: STRONG_PASSWORD });
    expect(early.status).toBe(401);
  });

  it("refuses another doctor's practice, a video practice, a repeat and another role's address, changing nothing", async () => {
    const [video] = await server.db
      .insert(doctorPractices)
      .values({ doctorId: doctor.doctor.id, kind: 'video', name: 'Video', fee: 1000, position: 9 })
      .returning();
    const foreign = (await practicesOf(server, otherDoctor.doctor.id))[0]!.id;
    const before = await countMembers();
    const email = uniqueEmail('desk');

    const notMine = await invite({ name: 'Rukhsana Bibi', email, practiceIds: [foreign] });
    expect(notMine.status).toBe(400);
    expect(notMine.body.errors).toEqual([{ path: 'practiceIds.0', message: 'Practice not found' }]);
    const onVideo = await invite({ name: 'Rukhsana Bibi', email, practiceIds: [video!.id] });
    expect(onVideo.body.errors).toEqual([
      { path: 'practiceIds.0', message: 'Only a clinic practice has a front desk' },
    ]);
    const none = await invite({ name: 'Rukhsana Bibi', email, practiceIds: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose at least one practice');
    const patient = await signUpPatient(server);
    const other = await invite({ name: 'Sana', email: patient.email, practiceIds: [clinicId] });
    expect([other.status, other.body.code]).toEqual([409, 'NOT_DESK']);
    expect(await countMembers()).toBe(before);

    expect((await invite({ name: 'Rukhsana Bibi', email, practiceIds: [clinicId] })).status).toBe(
      201,
    );
    const again = await invite({ name: 'Rukhsana Bibi', email, practiceIds: [clinicId] });
    expect([again.status, again.body.message]).toEqual([
      409,
      'This person is already on your front desk',
    ]);
    expect(await countMembers()).toBe(before + 1);
    await server.db.delete(doctorPractices).where(eq(doctorPractices.id, video!.id));
  });
});

describe('accepting the invitation', () => {
  it('sets the password once under the sign-up rules, then the member signs in as desk', async () => {
    const email = uniqueEmail('desk');
    await invite({ name: 'Naveed Akhtar', email, practiceIds: [clinicId] });
    const { token } = await invitationToken(server, email);
    const weak = await server.post('/desk/accept', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0].path).toBe('password');

    const ok = await server.post('/desk/accept', { token, password: STRONG_PASSWORD });
    expect([ok.status, ok.body.message]).toEqual([
      200,
      'Your desk account is ready. Sign in to start.',
    ]);
    const reuse = await server.post('/desk/accept', { token, password: 'Other@Pass12' });
    expect([reuse.status, reuse.body.message]).toEqual([
      400,
      'This invitation is invalid or has expired',
    ]);
    const login = await server.post('/auth/login', { email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data.user.role).toBe('desk');
    const list = await server.get('/doctors/profile/desk-members', { token: doctor.token });
    const member = list.body.data.members.find((m: { email: string }) => m.email === email);
    expect(member.status).toBe('active');
  });

  it('an invitation older than 7 days is refused', async () => {
    const email = uniqueEmail('desk');
    await invite({ name: 'Late Comer', email, practiceIds: [clinicId] });
    const { token } = await invitationToken(server, email);
    server.clock.offsetMs = 7 * 24 * 60 * 60 * 1000 + 60_000;
    try {
      expect((await server.get(`/desk/invitations/${token}`)).status).toBe(400);
      const late = await server.post('/desk/accept', { token, password: STRONG_PASSWORD });
      expect(late.body.code).toBe('INVALID_DESK_INVITATION');
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it("one person works two doctors' desks: the second invitation takes the account's own password", async () => {
    const member = await deskMember(server, as(doctor));
    const second = await invite(
      {
        name: 'Any Name',
        email: member.email,
        practiceIds: [(await practicesOf(server, otherDoctor.doctor.id))[0]!.id],
      },
      otherDoctor.token,
    );
    expect(second.status).toBe(201);
    const { token } = await invitationToken(server, member.email);
    expect((await server.get(`/desk/invitations/${token}`)).body.data.invitation.hasAccount).toBe(
      true,
    );
    const wrong = await server.post('/desk/accept', { token, password: 'Wrong@Pass12' });
    expect([wrong.status, wrong.body.errors]).toEqual([
      400,
      [{ path: 'password', message: 'Enter the password of your desk account' }],
    ]);
    expect((await server.post('/desk/accept', { token, password: member.password })).status).toBe(
      200,
    );
    const places = await server.get('/desk/practices', { token: member.token });
    expect(places.body.data.practices.map((p: { doctorName: string }) => p.doctorName)).toEqual([
      'Imran Qureshi',
      'Kamran Butt',
    ]);
    // The account is the one it was: the same password still signs in.
    expect(
      (await server.post('/auth/login', { email: member.email, password: member.password })).status,
    ).toBe(200);
  });
});

describe('changing and revoking', () => {
  it("changes a member's practices; another doctor's member is not found", async () => {
    const member = await deskMember(server, as(doctor));
    const path = `/doctors/profile/desk-members/${member.memberId}`;
    const stranger = await server.put(
      path,
      { practiceIds: [clinicId] },
      { token: otherDoctor.token },
    );
    expect(stranger.status).toBe(404);
    expect((await server.put(path, { practiceIds: [] }, { token: doctor.token })).status).toBe(400);
    const res = await server.put(
      path,
      { practiceIds: [clinicId, clinicId] },
      { token: doctor.token },
    );
    expect(res.body.data.member.practiceIds).toEqual([clinicId]);
    expect((await server.delete(path, { token: otherDoctor.token })).status).toBe(404);
  });

  it('revoking ends the desk sessions at once and a revoked desk cannot sign in again', async () => {
    const member = await deskMember(server, as(doctor));
    expect((await server.get('/desk/practices', { token: member.token })).status).toBe(200);
    const path = `/doctors/profile/desk-members/${member.memberId}`;
    expect((await server.delete(path, { token: doctor.token })).status).toBe(200);
    expect((await server.get('/desk/practices', { token: member.token })).status).toBe(401);
    const login = await server.post('/auth/login', {
      email: member.email,
      password: member.password,
    });
    expect([login.status, login.body.code, login.body.message]).toEqual([
      403,
      'DESK_REVOKED',
      'Your front desk access has been withdrawn',
    ]);
    const list = await server.get('/doctors/profile/desk-members', { token: doctor.token });
    expect(list.body.data.members.map((m: { id: string }) => m.id)).not.toContain(member.memberId);
    expect((await server.delete(path, { token: doctor.token })).status).toBe(404);
    // Invited again later, the same account comes back with its own password.
    expect(
      (await invite({ name: 'Back Again', email: member.email, practiceIds: [clinicId] })).status,
    ).toBe(201);
  });

  it('the administrator sees desk accounts with their doctors in Manage Users, and can block one', async () => {
    const member = await deskMember(server, as(doctor), { name: 'Shazia Parveen' });
    const admin = await signInAdmin(server);
    const list = await server.get(`/admin/users?role=desk&search=${member.email}`, {
      token: admin,
    });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        _id: member.userId,
        name: 'Shazia Parveen',
        role: 'desk',
        status: 'active',
        deskDoctors: ['Imran Qureshi'],
      }),
    ]);
    const block = await server.put(
      `/admin/users/${member.userId}/status`,
      { status: 'blocked' },
      { token: admin },
    );
    expect(block.status).toBe(200);
    expect((await server.get('/desk/practices', { token: member.token })).status).toBe(401);
  });
});

describe("the desk's day", () => {
  it('lists the booked visits of its practice with what the desk needs and nothing clinical', async () => {
    const member = await deskMember(server, as(doctor));
    const patient = await signUpPatient(server, { name: 'Sana Malik' });
    const slot = clinicSlot(server, 0, '11:00');
    const visit = await insertAppointment(server, {
      doctorId: doctor.doctor.id,
      patientId: patient.user._id,
      practiceId: clinicId,
      patientName: 'Sana Malik',
      start: slot.start,
      end: slot.end,
    });
    // Another practice's visit and a booking never confirmed are not the desk's.
    const unconfirmed = clinicSlot(server, 0, '12:00');
    await insertAppointment(server, {
      doctorId: doctor.doctor.id,
      patientId: patient.user._id,
      practiceId: clinicId,
      start: unconfirmed.start,
      end: unconfirmed.end,
      status: 'pending',
    });
    const date = clinicDate(slot);
    const res = await server.get(`/desk/day?practiceId=${clinicId}&date=${date}`, {
      token: member.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.visits).toEqual([
      {
        id: visit.id,
        appointmentId: visit.id,
        patient: { name: 'Sana Malik', phone: null, age: null, sex: null },
        source: 'app',
        personId: null,
        startTime: slot.startTime,
        status: 'scheduled',
        checkedInAt: null,
        payment: { status: 'pending', amount: 1500, method: 'cash' },
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain('Chest pain');
    const own = await server.get(`/desk/day?practiceId=${clinicId}&date=${date}`, {
      token: doctor.token,
    });
    expect(own.body.data.visits).toHaveLength(1);
    const foreign = (await practicesOf(server, otherDoctor.doctor.id))[0]!.id;
    for (const token of [member.token, doctor.token]) {
      const res = await server.get(`/desk/day?practiceId=${foreign}&date=${date}`, { token });
      expect(res.status).toBe(404);
    }
    // The days around it in one request, each listed, the visit on its own day only.
    const from = shift(date, -7);
    const to = shift(date, 7);
    const days = await server.get(`/desk/days?practiceId=${clinicId}&from=${from}&to=${to}`, {
      token: member.token,
    });
    expect(days.body.data.days).toHaveLength(15);
    expect(
      days.body.data.days.flatMap((d: { date: string; visits: { id: string }[] }) =>
        d.visits.map((v) => [d.date, v.id]),
      ),
    ).toEqual([[date, visit.id]]);
    const tooMany = await server.get(
      `/desk/days?practiceId=${clinicId}&from=${from}&to=${shift(to, 1)}`,
      { token: member.token },
    );
    expect([tooMany.status, tooMany.body.message]).toEqual([
      400,
      'Ask for 1 to 15 days, from the first to the last',
    ]);
    const bad = await server.get(`/desk/day?practiceId=${clinicId}&date=2026-02-30`, {
      token: member.token,
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'Enter a date as YYYY-MM-DD']);
  });

  it("a desk account is refused the clinical and the other roles' routes", async () => {
    const member = await deskMember(server, as(doctor));
    for (const path of ['/patients', '/doctors/profile', '/appointments', '/admin/users']) {
      const res = await server.get(path, { token: member.token });
      expect([path, res.status]).toEqual([path, 403]);
    }
  });
});

const shift = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

function clinicDate(slot: { start: Date }) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(slot.start);
}

describe('checking a booked patient in', () => {
  it("sets checkedInAt once for today's confirmed visit; a replay answers the first check-in", async () => {
    const member = await deskMember(server, as(doctor));
    const patient = await signUpPatient(server);
    const slot = clinicSlot(server, 0, '09:30');
    const visit = await insertAppointment(server, {
      doctorId: doctor.doctor.id,
      patientId: patient.user._id,
      practiceId: clinicId,
      start: slot.start,
      end: slot.end,
    });
    const body = { appointmentId: visit.id };
    const [first, second] = await Promise.all([
      server.post('/desk/check-ins', body, { token: member.token }),
      server.post('/desk/check-ins', body, { token: member.token }),
    ]);
    expect(first.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    server.clock.offsetMs = 60_000;
    try {
      const later = await server.post('/desk/check-ins', body, { token: doctor.token });
      expect(later.body.data.checkedInAt).toBe(first.body.data.checkedInAt);
    } finally {
      server.clock.offsetMs = 0;
    }
    const day = await server.get(`/desk/day?practiceId=${clinicId}&date=${clinicDate(slot)}`, {
      token: member.token,
    });
    const row = day.body.data.visits.find((v: { id: string }) => v.id === visit.id);
    expect(row.checkedInAt).toBe(first.body.data.checkedInAt);
    const logs = await server.db.select().from(auditLogs).where(eq(auditLogs.resourceId, visit.id));
    expect(logs.map((l) => l.details)).toEqual(['Checked in at the front desk by Rukhsana Bibi']);
  });

  it("refuses another day's visit, one awaiting approval, a cancelled one and another practice's", async () => {
    const member = await deskMember(server, as(doctor));
    const patient = await signUpPatient(server);
    const at = (days: number, hhmm: string, extra: Record<string, unknown> = {}) => {
      const slot = clinicSlot(server, days, hhmm);
      return insertAppointment(server, {
        doctorId: doctor.doctor.id,
        patientId: patient.user._id,
        practiceId: clinicId,
        start: slot.start,
        end: slot.end,
        ...extra,
      });
    };
    const tomorrow = await at(1, '09:00');
    const awaiting = await at(0, '13:00', { status: 'pending', confirmedAt: new Date() });
    const cancelled = await at(0, '14:00', { status: 'cancelled' });
    const foreignSlot = clinicSlot(server, 0, '15:00');
    const foreign = await insertAppointment(server, {
      doctorId: otherDoctor.doctor.id,
      patientId: patient.user._id,
      practiceId: (await practicesOf(server, otherDoctor.doctor.id))[0]!.id,
      start: foreignSlot.start,
      end: foreignSlot.end,
    });
    const answers = [];
    for (const visit of [tomorrow, awaiting, cancelled, foreign]) {
      const res = await server.post(
        '/desk/check-ins',
        { appointmentId: visit.id },
        { token: member.token },
      );
      answers.push([res.status, res.body.message]);
    }
    expect(answers).toEqual([
      [409, "Only today's visits can be checked in"],
      [409, "This appointment is waiting for the doctor's approval"],
      [409, 'Appointment is already cancelled'],
      [404, 'Appointment not found'],
    ]);
    const rows = await server.db
      .select({ at: appointments.checkedInAt })
      .from(appointments)
      .where(eq(appointments.patientId, patient.user._id));
    expect(rows.every((r) => r.at === null)).toBe(true);
  });
});
