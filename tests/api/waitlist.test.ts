import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  doctorTimeOff,
  notifications,
  waitlistEntries,
  waitlistOffers,
} from '#server/db/schema/index';
import { releaseUnconfirmed } from '#server/jobs/release-unconfirmed';
import { expireWaitlistOffers } from '#server/jobs/waitlist-offers';
import {
  book,
  clinicDay,
  insertDoctor,
  setWeekdays,
  signIn,
  slotOn,
  weekdayOfDate,
} from '../support/booking-fixtures';
import { signInAdmin, signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Patient = Awaited<ReturnType<typeof signUpPatient>>;

const join = (p: Patient, body: object, headers?: Record<string, string>) =>
  server.post('/waitlist', body, { token: p.token, headers });
const list = async (p: Patient) => {
  const res = await server.get('/waitlist', { token: p.token });
  expect(res.status).toBe(200);
  return res.body.data.entries as {
    id: string;
    place: number;
    from: string;
    to: string;
    offer: { startTime: string; endTime: string; expiresAt: string } | null;
  }[];
};
const initiate = (p: Patient, doctorId: string, slot: { startTime: string; endTime: string }) =>
  server.post(
    '/bookings/appointments/initiate',
    { doctorId, ...slot, type: 'consultation', reason: 'Chest pain on exertion' },
    { token: p.token },
  );
const cancel = async (p: Patient, id: string) => {
  const res = await server.post(
    `/appointments/${id}/cancel`,
    { reason: 'Travelling' },
    { token: p.token },
  );
  expect(res.status).toBe(200);
};
const offersOf = (doctorId: string) =>
  server.db.select().from(waitlistOffers).where(eq(waitlistOffers.doctorId, doctorId));
const offerNotes = (userId: string) =>
  server.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'WAITLIST_OFFER')));
const available = async (doctorId: string, date: string, p?: Patient) => {
  const res = await server.get(`/bookings/doctors/${doctorId}/availability?date=${date}`, {
    token: p?.token,
  });
  return (res.body.data.slots as { start: string }[]).map((s) => s.start);
};

/** A doctor working only 09:00–10:00 every day, so a day holds two slots. */
async function scene(people = 3) {
  const { doctor, email } = await insertDoctor(server, { name: 'Dr. Ayesha Khan' });
  await setWeekdays(server, doctor.id, [0, 1, 2, 3, 4, 5, 6], 9 * 60, 10 * 60);
  const patients: Patient[] = [];
  for (let i = 0; i < people; i++)
    patients.push(await signUpPatient(server, { name: `Patient ${'ABCDEFGH'[i]}` }));
  return { doctor, doctorEmail: email, patients };
}

/** Both of a day's slots booked by `owner`; answers the appointments. */
async function fullDay(doctorId: string, owner: Patient, date: string) {
  const nine = slotOn(date, '09:00');
  const half = slotOn(date, '09:30');
  return [
    await book(server, owner.token, doctorId, nine),
    await book(server, owner.token, doctorId, half),
  ];
}

describe('joining, reading and leaving the waitlist', () => {
  it('a patient joins for a date range and reads their place; the second joiner is second', async () => {
    const { doctor, patients } = await scene(2);
    const [a, b] = patients;
    const from = clinicDay(server, 1);
    const to = clinicDay(server, 5);
    const first = await join(a!, { doctorId: doctor.id, from, to });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ from, to, status: 'waiting', place: 1, offer: null });
    expect(first.body.data.doctor).toMatchObject({ id: doctor.id, name: 'Dr. Ayesha Khan' });
    expect((await join(b!, { doctorId: doctor.id, from, to })).body.data.place).toBe(2);
    expect((await list(b!)).map((e) => e.place)).toEqual([2]);
  });

  it('joining again for the same doctor answers the same entry with the new dates, keeping its place', async () => {
    const { doctor, patients } = await scene(2);
    const [a, b] = patients;
    const first = await join(a!, {
      doctorId: doctor.id,
      from: clinicDay(server, 1),
      to: clinicDay(server, 3),
    });
    await join(b!, { doctorId: doctor.id, from: clinicDay(server, 1), to: clinicDay(server, 3) });
    const again = await join(a!, {
      doctorId: doctor.id,
      from: clinicDay(server, 2),
      to: clinicDay(server, 9),
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      id: first.body.data.id,
      place: 1,
      to: clinicDay(server, 9),
    });
    expect(await list(a!)).toHaveLength(1);
  });

  it('joins sent at once (two tabs, a replayed queue) make one entry', async () => {
    const { doctor, patients } = await scene(1);
    const body = { doctorId: doctor.id, from: clinicDay(server, 1), to: clinicDay(server, 2) };
    const answers = await Promise.all([1, 2, 3].map(() => join(patients[0]!, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await list(patients[0]!)).toHaveLength(1);
  });

  it('a join replayed with its Idempotency-Key answers the first answer and adds nothing', async () => {
    const { doctor, patients } = await scene(1);
    const body = { doctorId: doctor.id, from: clinicDay(server, 1), to: clinicDay(server, 2) };
    const headers = { 'Idempotency-Key': 'waitlist-join-0001' };
    const one = await join(patients[0]!, body, headers);
    const two = await join(patients[0]!, body, headers);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.headers.get('idempotent-replayed')).toBe('true');
    const rows = await server.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.doctorId, doctor.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses dates in the past, reversed, longer than 60 days or past the horizon, and changes nothing', async () => {
    const { doctor, patients } = await scene(1);
    const p = patients[0]!;
    const cases: [object, string, string][] = [
      [
        { from: clinicDay(server, -1), to: clinicDay(server, 2) },
        'from',
        'Choose dates from today onwards',
      ],
      [
        { from: clinicDay(server, 5), to: clinicDay(server, 2) },
        'to',
        'The end date must not be before the start date',
      ],
      [{ from: clinicDay(server, 1), to: clinicDay(server, 61) }, 'to', 'Choose at most 60 days'],
      [
        { from: clinicDay(server, 80), to: clinicDay(server, 100) },
        'to',
        'Appointments can be booked at most 3 months ahead',
      ],
      [
        { from: '2026-13-01', to: clinicDay(server, 2) },
        'from',
        'Date must be a calendar date in the yyyy-MM-dd format',
      ],
    ];
    for (const [range, path, message] of cases) {
      const res = await join(p, { doctorId: doctor.id, ...range });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[0].path).toBe(path);
    }
    expect(await list(p)).toEqual([]);
  });

  it('a doctor not verified, or another account’s family member, is 404', async () => {
    const { doctor: pending } = await insertDoctor(server, { verificationStatus: 'pending' });
    const { doctor, patients } = await scene(2);
    const [a, b] = patients;
    const range = { from: clinicDay(server, 1), to: clinicDay(server, 2) };
    const unverified = await join(a!, { doctorId: pending.id, ...range });
    expect([unverified.status, unverified.body.message]).toEqual([404, 'Doctor not found']);
    const member = await server.post(
      '/family-members',
      { name: 'Ali Malik', relationship: 'child' },
      { token: b!.token },
    );
    const theirs = await join(a!, {
      doctorId: doctor.id,
      ...range,
      familyMemberId: member.body.data.id,
    });
    expect([theirs.status, theirs.body.message]).toEqual([404, 'Family member not found']);
    const own = await join(b!, {
      doctorId: doctor.id,
      ...range,
      familyMemberId: member.body.data.id,
    });
    expect(own.status).toBe(201);
    expect(own.body.data.familyMember).toMatchObject({ name: 'Ali Malik', relationship: 'child' });
  });

  it('leaving is the entry’s patient’s only; the next person moves up', async () => {
    const { doctor, patients } = await scene(2);
    const [a, b] = patients;
    const range = { doctorId: doctor.id, from: clinicDay(server, 1), to: clinicDay(server, 2) };
    const entry = (await join(a!, range)).body.data;
    await join(b!, range);
    const stranger = await server.delete(`/waitlist/${entry.id}`, { token: b!.token });
    expect(stranger.status).toBe(404);
    const left = await server.delete(`/waitlist/${entry.id}`, { token: a!.token });
    expect(left.status).toBe(200);
    expect(left.body.data).toMatchObject({ status: 'left', place: 0 });
    expect((await server.delete(`/waitlist/${entry.id}`, { token: a!.token })).status).toBe(200);
    expect(await list(a!)).toEqual([]);
    expect((await list(b!))[0]!.place).toBe(1);
  });
});

describe('a freed slot goes to the first person waiting', () => {
  it('a cancellation offers the slot to the first joiner, held from everyone else, who books it', async () => {
    const { doctor, patients } = await scene(3);
    const [owner, first, second] = patients;
    const date = clinicDay(server, 2);
    const [nine] = await fullDay(doctor.id, owner!, date);
    const range = { doctorId: doctor.id, from: clinicDay(server, 1), to: clinicDay(server, 3) };
    await join(first!, range);
    await join(second!, range);
    const cancel = await server.post(
      `/appointments/${nine._id}/cancel`,
      { reason: 'Travelling' },
      { token: owner!.token },
    );
    expect(cancel.status).toBe(200);

    const [offer] = await list(first!).then((l) => l.map((e) => e.offer));
    expect(offer).toMatchObject({ startTime: nine.startTime, endTime: nine.endTime });
    const held = new Date(offer!.expiresAt).getTime() - server.clock.now().getTime();
    expect(held).toBeGreaterThan(14 * 60_000);
    expect(held).toBeLessThanOrEqual(15 * 60_000);
    expect((await list(second!))[0]!.offer).toBeNull();
    const [note] = await offerNotes(first!.user._id);
    expect(note!.title).toBe('A slot opened');
    expect(note!.message).toContain('Dr. Ayesha Khan');
    expect(await offerNotes(second!.user._id)).toEqual([]);

    // Held: others do not see it and are refused; the first person sees it and books it.
    expect(await available(doctor.id, date, second)).toEqual([]);
    expect(await available(doctor.id, date)).toEqual([]);
    expect(await available(doctor.id, date, first)).toEqual([nine.startTime]);
    const refused = await initiate(second!, doctor.id, nine);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SLOT_HELD');
    expect(refused.body.message).toBe(
      'This slot is being held for a patient on the waitlist. Please choose another time.',
    );
    await book(server, first!.token, doctor.id, nine);
    const [row] = await offersOf(doctor.id);
    expect(row!.status).toBe('taken');
    expect(await list(first!)).toEqual([]);
    const [entry] = await server.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.patientId, first!.user._id));
    expect(entry!.status).toBe('booked');
  });

  it('an offer not taken in time expires and the slot goes to the second person', async () => {
    const { doctor, patients } = await scene(3);
    const [owner, first, second] = patients;
    const date = clinicDay(server, 2);
    const [, half] = await fullDay(doctor.id, owner!, date);
    const range = { doctorId: doctor.id, from: date, to: date };
    await join(first!, range);
    await join(second!, range);
    await cancel(owner!, half._id);
    expect((await list(first!))[0]!.offer).not.toBeNull();

    server.clock.offsetMs += 14 * 60_000;
    expect(await expireWaitlistOffers(server.deps)).toBe(0);
    server.clock.offsetMs += 2 * 60_000;
    expect(await expireWaitlistOffers(server.deps)).toBe(1);
    // A second run (another server) finds nothing left to do.
    expect(await expireWaitlistOffers(server.deps)).toBe(0);
    expect((await list(first!))[0]!.offer).toBeNull();
    expect((await list(second!))[0]!.offer).toMatchObject({ startTime: half.startTime });
    expect(await offerNotes(second!.user._id)).toHaveLength(1);
    // The first person, once passed over, is not offered the same slot again.
    server.clock.offsetMs += 16 * 60_000;
    await expireWaitlistOffers(server.deps);
    expect((await list(first!))[0]!.offer).toBeNull();
    const statuses = (await offersOf(doctor.id)).map((o) => o.status).sort();
    expect(statuses).toEqual(['expired', 'expired']);
    expect(await available(doctor.id, date, patients[2])).toEqual([half.startTime]);
  });

  it('two runs of the expiry at once (two servers) pass the slot on once', async () => {
    const { doctor, patients } = await scene(4);
    const [owner, first, second, third] = patients;
    const date = clinicDay(server, 2);
    const [nine] = await fullDay(doctor.id, owner!, date);
    for (const p of [first!, second!, third!])
      await join(p, { doctorId: doctor.id, from: date, to: date });
    await cancel(owner!, nine._id);
    server.clock.offsetMs += 16 * 60_000;
    const runs = await Promise.all([
      expireWaitlistOffers(server.deps),
      expireWaitlistOffers(server.deps),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const live = (await offersOf(doctor.id)).filter((o) => o.status === 'live');
    expect(live).toHaveLength(1);
    expect((await list(second!))[0]!.offer).toMatchObject({ startTime: nine.startTime });
    expect(await offerNotes(second!.user._id)).toHaveLength(1);
    expect((await list(third!))[0]!.offer).toBeNull();
  });

  it('the hold lasts as long as the administrator’s setting says, from 5 to 120 minutes', async () => {
    const admin = await signInAdmin(server);
    const settings = (await server.get('/admin/settings', { token: admin })).body.data;
    expect(settings.waitlistOfferMinutes).toBe(15);
    const tooShort = await server.put(
      '/admin/settings',
      { ...settings, waitlistOfferMinutes: 4 },
      { token: admin },
    );
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toBe(
      'The waitlist hold must be a whole number of minutes from 5 to 120',
    );
    const saved = await server.put(
      '/admin/settings',
      { ...settings, waitlistOfferMinutes: 5 },
      { token: admin },
    );
    expect(saved.status).toBe(200);
    try {
      const { doctor, patients } = await scene(2);
      const [owner, waiting] = patients;
      const date = clinicDay(server, 2);
      const [nine] = await fullDay(doctor.id, owner!, date);
      await join(waiting!, { doctorId: doctor.id, from: date, to: date });
      await cancel(owner!, nine._id);
      const { expiresAt } = (await list(waiting!))[0]!.offer!;
      const held = Date.parse(expiresAt) - server.clock.now().getTime();
      expect(held).toBeGreaterThan(4 * 60_000);
      expect(held).toBeLessThanOrEqual(5 * 60_000);
    } finally {
      await server.put('/admin/settings', settings, { token: admin });
    }
  });

  it('leaving with a live offer hands the slot to the next person at once', async () => {
    const { doctor, patients } = await scene(3);
    const [owner, first, second] = patients;
    const date = clinicDay(server, 2);
    const [nine] = await fullDay(doctor.id, owner!, date);
    const range = { doctorId: doctor.id, from: date, to: date };
    const entry = (await join(first!, range)).body.data;
    await join(second!, range);
    await cancel(owner!, nine._id);
    await server.delete(`/waitlist/${entry.id}`, { token: first!.token });
    expect((await list(second!))[0]!.offer).toMatchObject({ startTime: nine.startTime });
  });

  it('only the first person whose range covers the slot’s date is offered it', async () => {
    const { doctor, patients } = await scene(3);
    const [owner, early, covering] = patients;
    const date = clinicDay(server, 3);
    const [nine] = await fullDay(doctor.id, owner!, date);
    await join(early!, {
      doctorId: doctor.id,
      from: clinicDay(server, 1),
      to: clinicDay(server, 2),
    });
    await join(covering!, {
      doctorId: doctor.id,
      from: clinicDay(server, 3),
      to: clinicDay(server, 4),
    });
    await cancel(owner!, nine._id);
    expect((await list(early!))[0]!.offer).toBeNull();
    expect((await list(covering!))[0]!.offer).toMatchObject({ startTime: nine.startTime });
  });

  it('a reschedule away offers the slot left behind', async () => {
    const { doctor, patients } = await scene(2);
    const [owner, waiting] = patients;
    const date = clinicDay(server, 2);
    const [nine] = await fullDay(doctor.id, owner!, date);
    await join(waiting!, { doctorId: doctor.id, from: date, to: date });
    const later = slotOn(clinicDay(server, 4), '09:00');
    const moved = await server.post(`/appointments/${nine._id}/reschedule`, later, {
      token: owner!.token,
    });
    expect(moved.status).toBe(200);
    expect((await list(waiting!))[0]!.offer).toMatchObject({ startTime: nine.startTime });
  });

  it('a hold never confirmed, once released, is offered', async () => {
    const { doctor, patients } = await scene(2);
    const [owner, waiting] = patients;
    const date = clinicDay(server, 2);
    const nine = slotOn(date, '09:00');
    await book(server, owner!.token, doctor.id, slotOn(date, '09:30'));
    expect((await initiate(owner!, doctor.id, nine)).status).toBe(201);
    await join(waiting!, { doctorId: doctor.id, from: date, to: date });
    server.clock.offsetMs += 16 * 60_000;
    expect(await releaseUnconfirmed(server.deps)).toBe(1);
    expect((await list(waiting!))[0]!.offer).toMatchObject({ startTime: nine.startTime });
  });

  it('new hours and removed time off are offered on the dates people wait for', async () => {
    const { doctor, doctorEmail, patients } = await scene(2);
    const [a, b] = patients;
    const token = await signIn(server, doctorEmail);
    const date = clinicDay(server, 3);
    // The doctor works no day yet, and has time off on `date`.
    await setWeekdays(server, doctor.id, []);
    await join(a!, { doctorId: doctor.id, from: date, to: date });
    await join(b!, { doctorId: doctor.id, from: date, to: date });
    const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    const opened = await server.patch(
      '/doctors/profile/availability',
      { day: weekdays[weekdayOfDate(date)], startTime: '11:00', open: true },
      { token },
    );
    expect(opened.status).toBe(200);
    expect((await list(a!))[0]!.offer).toMatchObject({
      startTime: slotOn(date, '11:00').startTime,
    });

    const [off] = await server.db
      .insert(doctorTimeOff)
      .values({
        doctorId: doctor.id,
        startDate: clinicDay(server, 5),
        endDate: clinicDay(server, 5),
      })
      .returning();
    await setWeekdays(server, doctor.id, [0, 1, 2, 3, 4, 5, 6], 11 * 60, 11 * 60 + 30);
    await join(b!, { doctorId: doctor.id, from: clinicDay(server, 5), to: clinicDay(server, 5) });
    expect((await list(b!))[0]!.offer).toBeNull();
    const removed = await server.delete(`/doctors/profile/time-off/${off!.id}`, { token });
    expect(removed.status).toBe(200);
    expect((await list(b!))[0]!.offer).toMatchObject({
      startTime: slotOn(clinicDay(server, 5), '11:00').startTime,
    });
  });
});

describe('racing for an offered slot', () => {
  it('while held, the person it is held for gets it and everyone else racing is refused', async () => {
    const { doctor, patients } = await scene(7);
    const [owner, first, ...others] = patients;
    const date = clinicDay(server, 2);
    const [nine] = await fullDay(doctor.id, owner!, date);
    await join(first!, { doctorId: doctor.id, from: date, to: date });
    await cancel(owner!, nine._id);
    const answers = await Promise.all([first!, ...others].map((p) => initiate(p, doctor.id, nine)));
    expect(answers.map((a) => a.status)).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('after the hold lapses, the offered person and another racing get exactly one booking', async () => {
    const { doctor, patients } = await scene(3);
    const [owner, first, other] = patients;
    const date = clinicDay(server, 2);
    const [nine] = await fullDay(doctor.id, owner!, date);
    await join(first!, { doctorId: doctor.id, from: date, to: date });
    await cancel(owner!, nine._id);
    server.clock.offsetMs += 16 * 60_000;
    const answers = await Promise.all([
      initiate(first!, doctor.id, nine),
      initiate(other!, doctor.id, nine),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const booked = await server.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, doctor.id),
          eq(appointments.startTime, new Date(nine.startTime)),
        ),
      );
    expect(booked.filter((r) => r.status !== 'cancelled')).toHaveLength(1);
  });
});

describe('how many are waiting, for the doctor and the administrator', () => {
  it('counts people per day from today on, the doctor’s own and every doctor’s', async () => {
    const { doctor, doctorEmail, patients } = await scene(2);
    const [a, b] = patients;
    await join(a!, { doctorId: doctor.id, from: clinicDay(server, 1), to: clinicDay(server, 2) });
    await join(b!, { doctorId: doctor.id, from: clinicDay(server, 2), to: clinicDay(server, 3) });
    const token = await signIn(server, doctorEmail);
    const mine = await server.get('/doctor/waitlist', { token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.days).toEqual([
      { date: clinicDay(server, 1), waiting: 1 },
      { date: clinicDay(server, 2), waiting: 2 },
      { date: clinicDay(server, 3), waiting: 1 },
    ]);
    const admin = await server.get('/admin/waitlist', { token: await signInAdmin(server) });
    const row = admin.body.data.doctors.find((d: { doctorId: string }) => d.doctorId === doctor.id);
    expect(row).toMatchObject({ doctorName: 'Dr. Ayesha Khan', days: mine.body.data.days });
    expect((await server.get('/doctor/waitlist', { token: a!.token })).status).toBe(403);
    expect((await server.get('/admin/waitlist', { token })).status).toBe(403);
  });
});
