import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, doctors, users } from '#server/db/schema/index';
import { saveSettings } from '#server/modules/settings/settings.service';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import {
  createVerifiedDoctor,
  insertAppointment,
  signUpPatient,
} from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

const CALLS = [
  '/admin/reports/appointments',
  '/admin/reports/revenue',
  '/admin/reports/user-growth',
  '/admin/reports/specialties',
  '/admin/reports/summary',
];

// 01:30 on 16 March 2026 in Karachi (UTC+5) while it is still the 15th in UTC: the clinic's
// "Last 7 Days" are 10–16 March, the previous period 3–9 March.
const NOW = new Date('2026-03-15T20:30:00Z');
const at = (iso: string) => new Date(iso);

let server: TestServer;
let admin: string;
let patientToken: string;
let doctorToken: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  server.clock.offsetMs = NOW.getTime() - Date.now();
  admin = await signInAdmin(server);
  const a = await createVerifiedDoctor(server, 'Ayesha Khan');
  const b = await createVerifiedDoctor(server, 'Bilal Shah');
  const blocked = await createVerifiedDoctor(server, 'Blocked Doctor');
  const pending = await server.post('/auth/doctor/register', {
    name: 'Pending Doctor',
    email: 'pending.reports@example.pk',
    password: 'Strong@Pass1',
    specialization: 'Neurology',
    qualifications: 'MBBS',
    clinicName: 'Clinic',
    experience: 1,
    licenseNumber: 'PMDC-9',
    consultationFee: 1500,
  });
  expect(pending.status).toBe(201);
  const sana = await signUpPatient(server, { name: 'Sana Malik' });
  const omar = await signUpPatient(server, { name: 'Omar Farooq' });
  doctorToken = a.token;
  patientToken = sana.token;

  await server.db
    .update(doctors)
    .set({ specialization: 'Dermatology', verifiedAt: at('2026-01-01T00:00:00Z') })
    .where(eq(doctors.id, b.doctor.id));
  await server.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.userId));
  Object.assign(ids, { ayesha: a.doctor.id, bilal: b.doctor.id, blockedUser: blocked.userId });

  // New accounts: every one long ago, then three in or near the period.
  await server.db
    .update(users)
    .set({ createdAt: at('2025-01-01T00:00:00Z') })
    .where(ne(users.role, 'admin'));
  const created = async (id: string, iso: string) =>
    server.db
      .update(users)
      .set({ createdAt: at(iso) })
      .where(eq(users.id, id));
  await created(sana.user._id, '2026-03-15T19:30:00Z'); // 16 March 00:30 in Karachi
  await created(a.userId, '2026-03-09T19:30:00Z'); // 10 March 00:30: the period's first day
  await created(omar.user._id, '2026-03-09T18:30:00Z'); // 9 March 23:30: the previous period

  const appt = (iso: string, extra: Record<string, unknown> = {}) =>
    insertAppointment(server, {
      doctorId: a.doctor.id,
      patientId: sana.user._id,
      start: at(iso),
      end: new Date(at(iso).getTime() + 30 * 60_000),
      ...extra,
    });
  await appt('2026-03-15T19:30:00Z', { status: 'completed', fee: 2000 }); // 16 March, cash
  ids.paid = (await appt('2026-03-15T18:30:00Z', { fee: 1500, paymentStatus: 'paid' })).id; // 15 March
  ids.refunded = (
    await appt('2026-03-12T05:00:00Z', { status: 'completed', paymentStatus: 'refunded' })
  ).id;
  ids.cancelled = (await appt('2026-03-09T19:30:00Z', { status: 'cancelled', fee: 1000 })).id; // 10 March
  await appt('2026-03-09T18:30:00Z', { status: 'completed', fee: 1000 }); // 9 March: previous
  ids.hold = (await appt('2026-03-13T05:00:00Z', { status: 'pending', confirmedAt: null })).id;
  await appt('2026-03-16T19:30:00Z'); // 17 March: tomorrow, after the period
});
afterAll(() => server.close());

describe('report permissions and input', () => {
  it('refuses every report call without a token, and to patients and doctors', async () => {
    for (const path of CALLS) {
      expect((await server.get(path)).status, path).toBe(401);
      const asPatient = await server.get(path, { token: patientToken });
      expect(asPatient.status, path).toBe(403);
      expect(asPatient.body.message).toBe('You do not have permission to do this');
      expect((await server.get(path, { token: doctorToken })).status, path).toBe(403);
      expect((await server.get(path, { token: admin })).status, path).toBe(200);
    }
  });

  it('refuses an unknown range with 400 and reads no range as the last 7 days', async () => {
    for (const path of CALLS.filter((p) => !p.endsWith('specialties'))) {
      const bad = await server.get(`${path}?range=decade`, { token: admin });
      expect(bad.status, path).toBe(400);
      expect(bad.body).toMatchObject({
        success: false,
        message: 'Range must be one of week, month, quarter or year',
      });
      const byDefault = await server.get(path, { token: admin });
      const week = await server.get(`${path}?range=week`, { token: admin });
      expect(byDefault.body.data).toEqual(week.body.data);
    }
  });

  it('lists the report calls in the OpenAPI document', async () => {
    const doc = await server.get('/openapi.json');
    for (const path of CALLS) expect(doc.body.paths[path]?.get, path).toBeDefined();
  });
});

describe('report figures from the data, by clinic day', () => {
  it('counts appointments per clinic day: total and completed, holds and tomorrow left out', async () => {
    const res = await server.get('/admin/reports/appointments?range=week', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { date: '2026-03-10', total: 1, completed: 0 },
      { date: '2026-03-11', total: 0, completed: 0 },
      { date: '2026-03-12', total: 1, completed: 1 },
      { date: '2026-03-13', total: 0, completed: 0 },
      { date: '2026-03-14', total: 0, completed: 0 },
      { date: '2026-03-15', total: 1, completed: 0 },
      { date: '2026-03-16', total: 1, completed: 1 },
    ]);
  });

  it('sums revenue from paid and completed appointments, not refunded ones', async () => {
    const res = await server.get('/admin/reports/revenue?range=week', { token: admin });
    expect(res.body.data.map((p: { amount: number }) => p.amount)).toEqual([
      0, 0, 0, 0, 0, 1500, 2000,
    ]);
  });

  it('counts new patients and doctors per clinic day, not the administrator', async () => {
    const res = await server.get('/admin/reports/user-growth?range=week', { token: admin });
    expect(res.body.data.filter((p: { count: number }) => p.count > 0)).toEqual([
      { date: '2026-03-10', count: 1 },
      { date: '2026-03-16', count: 1 },
    ]);
  });

  it('counts bookable doctors by specialty: not pending, not blocked', async () => {
    const res = await server.get('/admin/reports/specialties', { token: admin });
    expect(res.body.data).toEqual([
      { name: 'Cardiology', count: 1 },
      { name: 'Dermatology', count: 1 },
    ]);
  });

  it('compares the summary with the previous 7 days', async () => {
    const res = await server.get('/admin/reports/summary?range=week', { token: admin });
    expect(res.body.data).toEqual({
      totalAppointments: { value: 4, change: 300 },
      totalRevenue: { value: 3500, change: 250 },
      // Both doctors are bookable now; only Bilal was verified before 10 March.
      activeDoctors: { value: 2, change: 100 },
      newUsers: { value: 2, change: 100 },
    });
  });

  it('gives no percentage when the previous period had nothing, and 0 when neither had', async () => {
    const res = await server.get('/admin/reports/summary?range=month', { token: admin });
    expect(res.body.data).toEqual({
      totalAppointments: { value: 5, change: null },
      totalRevenue: { value: 4500, change: null },
      activeDoctors: { value: 2, change: 100 },
      newUsers: { value: 3, change: null },
    });
  });

  it('buckets 30 days by day, a quarter by week and a year by month', async () => {
    const get = async (range: string) =>
      (await server.get(`/admin/reports/appointments?range=${range}`, { token: admin })).body.data;
    const month = await get('month');
    expect(month).toHaveLength(30);
    expect(month[0].date).toBe('2026-02-15');
    const quarter = await get('quarter');
    expect(quarter).toHaveLength(13);
    expect(quarter[0].date).toBe('2025-12-16');
    expect(quarter.slice(-2)).toEqual([
      { date: '2026-03-03', total: 1, completed: 1 },
      { date: '2026-03-10', total: 4, completed: 2 },
    ]);
    const year = await get('year');
    expect(year).toHaveLength(12);
    expect(year[0].date).toBe('2025-04-01');
    expect(year[11]).toEqual({ date: '2026-03-01', total: 5, completed: 3 });
  });

  it('follows the clinic time zone setting', async () => {
    await saveSettings(server.db, { ...DEFAULT_SETTINGS, timezone: 'UTC' });
    try {
      const res = await server.get('/admin/reports/appointments?range=week', { token: admin });
      // In UTC it is still the 15th: 9–15 March, and 00:30 Karachi on the 16th is the 15th.
      expect(res.body.data[0]).toEqual({ date: '2026-03-09', total: 2, completed: 1 });
      expect(res.body.data.at(-1)).toEqual({ date: '2026-03-15', total: 2, completed: 1 });
    } finally {
      await saveSettings(server.db, DEFAULT_SETTINGS);
    }
  });
});

describe('report figures follow every change to the appointments', () => {
  it('counts a completion, a move, a confirmed hold and a removal, and ignores a reminder', async () => {
    const set = (id: string, values: Partial<typeof appointments.$inferInsert>) =>
      server.db.update(appointments).set(values).where(eq(appointments.id, id));
    await set(ids.paid!, { status: 'completed' });
    await set(ids.refunded!, {
      startTime: at('2026-03-14T05:00:00Z'),
      endTime: at('2026-03-14T05:30:00Z'),
    });
    await set(ids.hold!, { confirmedAt: NOW });
    await set(ids.cancelled!, { reminderSentAt: NOW, notes: 'Called the patient' });
    let res = await server.get('/admin/reports/appointments?range=week', { token: admin });
    expect(res.body.data).toEqual([
      { date: '2026-03-10', total: 1, completed: 0 },
      { date: '2026-03-11', total: 0, completed: 0 },
      { date: '2026-03-12', total: 0, completed: 0 },
      { date: '2026-03-13', total: 1, completed: 0 },
      { date: '2026-03-14', total: 1, completed: 1 },
      { date: '2026-03-15', total: 1, completed: 1 },
      { date: '2026-03-16', total: 1, completed: 1 },
    ]);
    await server.db.delete(appointments).where(eq(appointments.id, ids.cancelled!));
    res = await server.get('/admin/reports/appointments?range=week', { token: admin });
    expect(res.body.data[0]).toEqual({ date: '2026-03-10', total: 0, completed: 0 });
    const revenue = await server.get('/admin/reports/revenue?range=week', { token: admin });
    expect(revenue.body.data.map((p: { amount: number }) => p.amount)).toEqual([
      0, 0, 0, 0, 0, 1500, 2000,
    ]);
  });
});

describe('report figures follow every change to accounts and doctors', () => {
  const summary = async () =>
    (await server.get('/admin/reports/summary?range=week', { token: admin })).body.data;
  const specialties = async () =>
    (await server.get('/admin/reports/specialties', { token: admin })).body.data;
  const setDoctor = (id: string, values: Partial<typeof doctors.$inferInsert>) =>
    server.db.update(doctors).set(values).where(eq(doctors.id, id));

  it('counts a doctor unblocked, moved to another specialty and no longer verified', async () => {
    await server.db.update(users).set({ status: 'active' }).where(eq(users.id, ids.blockedUser!));
    expect(await specialties()).toEqual([
      { name: 'Cardiology', count: 2 },
      { name: 'Dermatology', count: 1 },
    ]);
    // Verified on 15 March: in the period, so the week began with Bilal only.
    expect((await summary()).activeDoctors).toEqual({ value: 3, change: 200 });
    await setDoctor(ids.bilal!, { specialization: 'Neurology' });
    await setDoctor(ids.ayesha!, { verificationStatus: 'pending' });
    expect(await specialties()).toEqual([
      { name: 'Cardiology', count: 1 },
      { name: 'Neurology', count: 1 },
    ]);
    expect((await summary()).activeDoctors).toEqual({ value: 2, change: 100 });
    // An edit that moves no figure (a new rating) leaves them as they were.
    await setDoctor(ids.bilal!, { ratingAverage: 4.5, ratingCount: 2 });
    expect((await summary()).activeDoctors).toEqual({ value: 2, change: 100 });
  });

  it('counts an account made, dated into the period and removed', async () => {
    const before = (await summary()).newUsers;
    const zara = await signUpPatient(server, { name: 'Zara Ahmed' });
    expect((await summary()).newUsers).toEqual(before); // made today, long after 16 March
    await server.db
      .update(users)
      .set({ createdAt: at('2026-03-12T05:00:00Z') })
      .where(eq(users.id, zara.user._id));
    expect((await summary()).newUsers).toEqual({ value: before.value + 1, change: 200 });
    await server.db.delete(users).where(eq(users.id, zara.user._id));
    expect((await summary()).newUsers).toEqual(before);
  });
});

describe('reports on an empty service', () => {
  let empty: TestServer;
  beforeAll(async () => {
    empty = await startTestServer();
  });
  afterAll(() => empty.close());

  it('answers zeros with no change', async () => {
    const token = await signInAdmin(empty);
    const summary = await empty.get('/admin/reports/summary?range=year', { token });
    const zero = { value: 0, change: 0 };
    expect(summary.body.data).toEqual({
      totalAppointments: zero,
      totalRevenue: zero,
      activeDoctors: zero,
      newUsers: zero,
    });
    const specialties = await empty.get('/admin/reports/specialties', { token });
    expect(specialties.body.data).toEqual([]);
  });
});
