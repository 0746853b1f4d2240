import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, deskPeople, doctorPractices, doctorTimeOff } from '#server/db/schema/index';
import { createVerifiedDoctor, insertAppointment } from '../support/appointment-builders';
import { signUpPatient } from '../support/builders';
import { deskMember, practicesOf } from '../support/desk-builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { WRITTEN } from '../support/visit-summary-fixtures';

let server: TestServer;
let doctor: Awaited<ReturnType<typeof createVerifiedDoctor>>;
let desk: Awaited<ReturnType<typeof deskMember>>;
let clinicId = '';

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(server.clock.now());
const walkIn = (body: Record<string, unknown> = {}, token = desk.token) =>
  server.post(
    '/desk/walk-ins',
    {
      practiceId: clinicId,
      name: 'Shabana Akhtar',
      phone: '0300 1234567',
      sex: 'female',
      age: 34,
      ...body,
    },
    { token },
  );
const visitsOf = (personId: string) =>
  server.db.select().from(appointments).where(eq(appointments.deskPersonId, personId));
const dayAtDesk = async (token = desk.token) =>
  (await server.get(`/desk/day?practiceId=${clinicId}&date=${today()}`, { token })).body.data;

beforeAll(async () => {
  server = await startTestServer();
  doctor = await createVerifiedDoctor(server, 'Imran Qureshi');
  clinicId = (await practicesOf(server, doctor.doctor.id))[0]!.id;
  desk = await deskMember(server, { doctorId: doctor.doctor.id, token: doctor.token });
});
afterAll(() => server?.close());

describe('registering a walk-in', () => {
  it('makes a checked-in visit with no account and no slot, once however often it is sent', async () => {
    // A booked patient holds the slot of this very moment: the walk-in takes nothing from them.
    const patient = await signUpPatient(server);
    const now = server.clock.now();
    await insertAppointment(server, {
      doctorId: doctor.doctor.id,
      patientId: patient.user._id,
      practiceId: clinicId,
      start: new Date(now.getTime() - 10 * 60_000),
      end: new Date(now.getTime() + 20 * 60_000),
    });
    const id = randomUUID();
    const first = await walkIn({ id, reason: 'Fever since two days', smsConsent: true });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Walk-in registered');
    expect(first.body.data.visit).toEqual({
      id,
      appointmentId: null,
      patient: { name: 'Shabana Akhtar', phone: '+923001234567', age: 34, sex: 'female' },
      source: 'walk_in',
      personId: expect.any(String),
      startTime: null,
      status: 'scheduled',
      checkedInAt: expect.any(String),
      payment: { status: 'unpaid', amount: 1500, method: null },
    });
    // The outbox sends it again after a lost answer: the same visit, nothing new.
    const again = await walkIn({ id, reason: 'Fever since two days', smsConsent: true });
    expect([again.status, again.body.data.visit]).toEqual([200, first.body.data.visit]);
    const [row] = await server.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({
      patientId: null,
      source: 'walk_in',
      smsConsent: true,
      reason: 'Fever since two days',
      checkedInBy: desk.userId,
      patientName: 'Shabana Akhtar',
    });
    expect(await visitsOf(row!.deskPersonId!)).toHaveLength(1);

    // The desk's day lists it; the reason stays clinical.
    const day = await dayAtDesk();
    const listed = day.visits.find((v: { id: string }) => v.id === id);
    expect(listed).toEqual(first.body.data.visit);
    expect(JSON.stringify(day)).not.toContain('Fever');

    // An id that is a booking's already is refused.
    const taken = await walkIn({
      id: day.visits.find((v: { source: string }) => v.source === 'app').id,
    });
    expect([taken.status, taken.body.code]).toEqual([409, 'VISIT_ID_TAKEN']);
  });

  it('is a visit like any other for the doctor: listed, completed, with a prescription', async () => {
    const made = await walkIn({
      name: 'Ghulam Rasool',
      phone: '03451112233',
      sex: 'male',
      age: 70,
    });
    const id = made.body.data.visit.id;
    const list = await server.get('/appointments?limit=50', { token: doctor.token });
    const seen = list.body.data.appointments.find((a: { id: string }) => a.id === id);
    expect(seen).toMatchObject({
      source: 'walk_in',
      status: 'scheduled',
      patient: { name: 'Ghulam Rasool', email: '', phone: '+923451112233' },
      fee: 1500,
    });
    const done = await server.patch(
      `/appointments/${id}/status`,
      { status: 'completed' },
      { token: doctor.token },
    );
    expect(done.status).toBe(200);
    const summary = await server.put(`/appointments/${id}/summary`, WRITTEN, {
      token: doctor.token,
    });
    expect(summary.status).toBe(201);
    const written = summary.body.data.summary ?? summary.body.data;
    expect(written.patient).toEqual({
      name: 'Ghulam Rasool',
      dateOfBirth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      gender: 'male',
      relationship: null,
    });
    expect(written.verifyUrl).toMatch(/\/verify\//);
    // Cash for it at the desk, like a booking's.
    const paid = await server.post(
      '/desk/payments',
      { visitId: id, amount: 1500, method: 'cash' },
      { token: desk.token },
    );
    expect(paid.status).toBe(201);
  });

  it('refuses bad input with the field named, and stores nothing', async () => {
    const before = (await server.db.select().from(deskPeople)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone: '12' }, 'phone', 'Phone must be a valid phone number, such as 0300 1234567'],
      [{ age: undefined }, 'age', 'Enter the age or the date of birth'],
      [{ age: 130 }, 'age', 'Age must be a whole number from 0 to 120'],
      [{ sex: 'x' }, 'sex', 'Choose the patient’s sex'],
      [{ priority: 'emergency' }, 'priorityReason', 'A priority needs a reason'],
      [
        { dateOfBirth: '2020-02-30', age: undefined },
        'dateOfBirth',
        'Please enter a valid date of birth',
      ],
      [
        { arrivedAt: new Date(server.clock.now().getTime() - 72 * 3_600_000).toISOString() },
        'arrivedAt',
        'A walk-in can be registered up to two days after arrival',
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await walkIn(body);
      expect([res.status, res.body.errors?.[0]]).toEqual([400, { path, message }]);
    }
    expect(await server.db.select().from(deskPeople)).toHaveLength(before);
  });
});

describe('the register of returning walk-ins', () => {
  it('finds people by phone as typed or by name, a family sharing one phone each listed', async () => {
    const mother = await walkIn({ name: 'Nasreen Bibi', phone: '0321 7654321', age: 40 });
    const son = await walkIn({
      name: 'Bilal Ahmed',
      phone: '+92 321 7654321',
      sex: 'male',
      dateOfBirth: '2018-05-01',
      age: undefined,
      guardianName: 'Nasreen Bibi',
    });
    expect([mother.status, son.status]).toEqual([201, 201]);
    const byPhone = await server.get(
      `/desk/people?practiceId=${clinicId}&q=${encodeURIComponent('0321-7654321')}`,
      { token: desk.token },
    );
    expect(byPhone.body.data.people.map((p: { name: string }) => p.name).sort()).toEqual([
      'Bilal Ahmed',
      'Nasreen Bibi',
    ]);
    const byDigits = await server.get(`/desk/people?practiceId=${clinicId}&q=7654321`, {
      token: desk.token,
    });
    expect(byDigits.body.data.people).toHaveLength(2);
    const byName = await server.get(`/desk/people?practiceId=${clinicId}&q=bilal`, {
      token: desk.token,
    });
    const bilal = byName.body.data.people[0];
    expect(bilal).toMatchObject({
      name: 'Bilal Ahmed',
      phone: '+923217654321',
      sex: 'male',
      dateOfBirth: '2018-05-01',
      dateOfBirthEstimated: false,
      guardianName: 'Nasreen Bibi',
      lastVisit: expect.any(String),
    });
    // He comes back: the desk picks him, and his second visit is his.
    const back = await walkIn({
      personId: bilal.id,
      name: 'Bilal Ahmed',
      phone: '03217654321',
      sex: 'male',
      dateOfBirth: '2018-05-01',
      age: undefined,
    });
    expect(back.status).toBe(201);
    expect(await visitsOf(bilal.id)).toHaveLength(2);
    // An age alone is kept as an estimated birth date, so the age stays right.
    const [nasreen] = await server.db
      .select()
      .from(deskPeople)
      .where(eq(deskPeople.name, 'Nasreen Bibi'));
    expect(nasreen!.dateOfBirthEstimated).toBe(true);
    expect(Number(today().slice(0, 4)) - Number(nasreen!.dateOfBirth.slice(0, 4))).toBe(40);
    const short = await server.get(`/desk/people?practiceId=${clinicId}&q=a`, {
      token: desk.token,
    });
    expect([short.status, short.body.errors[0].path]).toEqual([400, 'q']);
  });

  it('merges two entries of one person made offline at two desks, visits and queued ones included', async () => {
    const a = randomUUID();
    const b = randomUUID();
    const person = { name: 'Zahid Hussain', phone: '0333 5550001', sex: 'male', age: 52 };
    expect((await walkIn({ ...person, personId: a })).status).toBe(201);
    expect((await walkIn({ ...person, personId: b }, doctor.token)).status).toBe(201);
    const found = await server.get(`/desk/people?practiceId=${clinicId}&q=Zahid`, {
      token: desk.token,
    });
    expect(found.body.data.people).toHaveLength(2);
    const merge = { practiceId: clinicId, keepId: a, mergeId: b };
    const merged = await server.post('/desk/people/merge', merge, { token: desk.token });
    expect([merged.status, merged.body.data.person.id]).toEqual([200, a]);
    expect((await server.post('/desk/people/merge', merge, { token: desk.token })).status).toBe(
      200,
    );
    expect(await visitsOf(a)).toHaveLength(2);
    expect(await visitsOf(b)).toHaveLength(0);
    const after = await server.get(`/desk/people?practiceId=${clinicId}&q=Zahid`, {
      token: desk.token,
    });
    expect(after.body.data.people.map((p: { id: string }) => p.id)).toEqual([a]);
    // A registration queued for the merged entry reaches the kept one.
    expect((await walkIn({ ...person, personId: b })).status).toBe(201);
    expect(await visitsOf(a)).toHaveLength(3);
    const self = await server.post(
      '/desk/people/merge',
      { ...merge, mergeId: a },
      { token: desk.token },
    );
    expect(self.status).toBe(400);
  });
});

describe('scope and the practice day', () => {
  it("keeps to the desk's own practices and register", async () => {
    const other = await createVerifiedDoctor(server, 'Sana Malik');
    const otherDesk = await deskMember(server, { doctorId: other.doctor.id, token: other.token });
    const stranger = await walkIn({}, otherDesk.token);
    expect(stranger.status).toBe(404);
    const theirs = await server.post(
      '/desk/walk-ins',
      {
        practiceId: otherDesk.practiceIds[0],
        name: 'Asma Noor',
        phone: '03001110000',
        sex: 'female',
        age: 30,
        personId: randomUUID(),
      },
      { token: otherDesk.token },
    );
    expect(theirs.status).toBe(201);
    const [theirPerson] = await server.db
      .select()
      .from(deskPeople)
      .where(eq(deskPeople.name, 'Asma Noor'));
    // Another doctor's person cannot be named here, nor found.
    const borrowed = await walkIn({ personId: theirPerson!.id });
    expect(borrowed.status).toBe(404);
    const search = await server.get(`/desk/people?practiceId=${clinicId}&q=Asma`, {
      token: desk.token,
    });
    expect(search.body.data.people).toEqual([]);
    const patient = await signUpPatient(server);
    expect((await walkIn({}, patient.token)).status).toBe(403);
  });

  it('refuses a day the practice does not open, and walk-ins past the cap', async () => {
    const other = await createVerifiedDoctor(server, 'Farah Naz');
    const practiceId = (await practicesOf(server, other.doctor.id))[0]!.id;
    const register = () =>
      server.post(
        '/desk/walk-ins',
        { practiceId, name: 'Rafiq Ahmed', phone: '03009998887', sex: 'male', age: 45 },
        { token: other.token },
      );
    await server.db
      .insert(doctorTimeOff)
      .values({ doctorId: other.doctor.id, startDate: today(), endDate: today(), reason: 'Eid' });
    const closed = await register();
    expect([closed.status, closed.body.code, closed.body.message]).toEqual([
      409,
      'PRACTICE_CLOSED',
      'The practice is closed on this day',
    ]);
    await server.db.delete(doctorTimeOff).where(eq(doctorTimeOff.doctorId, other.doctor.id));
    await server.db
      .update(doctorPractices)
      .set({ walkInCap: 2 })
      .where(eq(doctorPractices.id, practiceId));
    const sent = await Promise.all([register(), register(), register()]);
    expect(sent.map((s) => s.status).sort()).toEqual([201, 201, 409]);
    expect(sent.find((s) => s.status === 409)!.body.code).toBe('WALK_IN_CAP');
    const rows = await server.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.practiceId, practiceId), eq(appointments.source, 'walk_in')));
    expect(rows).toHaveLength(2);
  });

  it('puts an offline registration on the day the patient arrived', async () => {
    const yesterday = new Date(server.clock.now().getTime() - 24 * 3_600_000);
    const made = await walkIn({ name: 'Kulsoom Bano', arrivedAt: yesterday.toISOString() });
    expect(made.status).toBe(201);
    expect(made.body.data.visit.checkedInAt).toBe(yesterday.toISOString());
    const day = await dayAtDesk();
    expect(day.visits.some((v: { id: string }) => v.id === made.body.data.visit.id)).toBe(false);
  });
});
