import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { auditLogs, outgoingMail } from '#server/db/schema/index';
import { createServer } from '#server/index';
import { sendReminders } from '#server/jobs/reminders';
import { SETTINGS_CACHE_MS } from '#server/modules/settings/settings.service';
import { DEFAULT_SETTINGS, type Settings } from '#shared/schemas/settings';
import {
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
} from '../support/appointment-builders';
import {
  doctorRegistration,
  STRONG_PASSWORD,
  signInAdmin,
  signUpPatient,
  uniqueEmail,
} from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;
let patient: Awaited<ReturnType<typeof signUpPatient>>;
let doc: Awaited<ReturnType<typeof createVerifiedDoctor>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
  patient = await signUpPatient(server, { name: 'Sana Malik' });
  doc = await createVerifiedDoctor(server, 'Ayesha Khan');
});
afterAll(() => server.close());
beforeEach(async () => {
  const res = await server.put('/admin/settings', DEFAULT_SETTINGS, { token: admin });
  expect(res.status).toBe(200);
});

/** Changes settings through the administrator's call, as the screen does. */
async function change(patch: Partial<Settings>) {
  const res = await server.put(
    '/admin/settings',
    { ...DEFAULT_SETTINGS, ...patch },
    { token: admin },
  );
  expect(res.status, res.text).toBe(200);
  return res.body.data as Settings;
}

describe('who may read and change the settings', () => {
  it('answers 401 without a token and 403 to patients and doctors, for reading and saving', async () => {
    for (const token of [undefined, patient.token, doc.token]) {
      const read = await server.get('/admin/settings', { token });
      const save = await server.put(
        '/admin/settings',
        { ...DEFAULT_SETTINGS, siteName: 'Taken over' },
        { token },
      );
      const status = token ? 403 : 401;
      expect([read.status, save.status]).toEqual([status, status]);
      expect(save.body.message).toBe(
        token ? 'You do not have permission to do this' : 'Authentication required',
      );
    }
    const now = await server.get('/admin/settings', { token: admin });
    expect(now.body.data.siteName).toBe(DEFAULT_SETTINGS.siteName);
  });
});

describe('GET and PUT /admin/settings', () => {
  it('answers every setting with its default', async () => {
    const res = await server.get('/admin/settings', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(DEFAULT_SETTINGS);
  });

  it('saves the whole document, answers it and writes who changed what to the audit log', async () => {
    const res = await server.put(
      '/admin/settings',
      { ...DEFAULT_SETTINGS, siteName: '  Mashwara Clinics  ', maxAppointmentsPerDay: 12 },
      { token: admin, ip: '198.51.100.23' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      siteName: 'Mashwara Clinics',
      maxAppointmentsPerDay: 12,
    });
    expect((await server.get('/admin/settings', { token: admin })).body.data).toEqual(
      res.body.data,
    );
    const [entry] = await server.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resource, 'settings'))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'update',
      userName: 'Administrator',
      userRole: 'admin',
      ipAddress: '198.51.100.23',
    });
    expect(entry.details).toContain('siteName: "Mashwara" -> "Mashwara Clinics"');
    expect(entry.details).toContain('maxAppointmentsPerDay: 10 -> 12');
    expect(entry.details).not.toContain('timezone');
  });

  it.each([
    [
      { consultationFeeRange: { min: 3000, max: 1000 } },
      'The minimum fee must not exceed the maximum fee',
    ],
    [{ consultationFeeRange: { min: -5, max: 1000 } }, 'Fees cannot be negative'],
    [{ consultationFeeRange: { min: 500.5, max: 1000 } }, 'Fees must be whole numbers of PKR'],
    [{ maxAppointmentsPerDay: 0 }, 'Max appointments per day must be at least 1'],
    [{ maxAppointmentsPerDay: '10' }, 'Max appointments per day must be a whole number'],
    [{ timezone: 'Mars/Olympus' }, 'Please choose a supported time zone'],
    [{ workingHours: { start: '17:00', end: '09:00' } }, 'Working hours must end after they start'],
    [{ workingHours: { start: '9am', end: '17:00' } }, 'Use the HH:MM format'],
    [{ contactEmail: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ siteName: '   ' }, 'Site name is required'],
    [{ maintenanceMode: 'yes' }, 'Each switch must be either on or off'],
    [{ allowRegistration: undefined }, 'Each switch must be either on or off'],
  ])('refuses %j with 400 and its message, changing nothing', async (patch, message) => {
    const res = await server.put(
      '/admin/settings',
      { ...DEFAULT_SETTINGS, maintenanceMode: true, ...patch },
      { token: admin },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await server.get('/admin/settings', { token: admin })).body.data).toEqual(
      DEFAULT_SETTINGS,
    );
  });
});

describe('each setting applies at once, without a restart (ADR 009)', () => {
  it('registration closed refuses both sign-ups with the decision’s message; open again, they work', async () => {
    await change({ allowRegistration: false });
    const patientBody = { name: 'New Patient', email: uniqueEmail(), password: STRONG_PASSWORD };
    const doctorBody = doctorRegistration();
    for (const [path, body] of [
      ['/auth/patient/register', patientBody],
      ['/auth/doctor/register', doctorBody],
    ] as const) {
      const res = await server.post(path, body);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Registration is currently closed');
    }
    await change({ allowRegistration: true });
    expect((await server.post('/auth/patient/register', patientBody)).status).toBe(201);
    expect((await server.post('/auth/doctor/register', doctorBody)).status).toBe(201);
  });

  it('maintenance mode answers 503 to everyone but the administrator, who can still sign in and end it', async () => {
    await change({ maintenanceMode: true });
    for (const token of [undefined, patient.token, doc.token]) {
      const res = await server.get('/doctors/specializations', { token });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        success: false,
        message: 'The service is under maintenance',
      });
    }
    expect((await server.get('/notifications', { token: patient.token })).status).toBe(503);
    expect((await server.get('/health')).status).toBe(200);
    expect((await server.get('/settings/public')).body.data.maintenanceMode).toBe(true);

    const fresh = await signInAdmin(server);
    expect((await server.get('/admin/system', { token: fresh })).status).toBe(200);
    expect((await server.get('/expiry/expiring', { token: fresh })).status).toBe(200);
    expect((await server.get('/doctors/specializations', { token: fresh })).status).toBe(200);
    const off = await server.put(
      '/admin/settings',
      { ...DEFAULT_SETTINGS, maintenanceMode: false },
      { token: fresh },
    );
    expect(off.status).toBe(200);
    expect((await server.get('/doctors/specializations', { token: patient.token })).status).toBe(
      200,
    );
  });

  it('the fee range bounds doctors’ fees at sign-up and at profile save', async () => {
    await change({ consultationFeeRange: { min: 1000, max: 2000 } });
    const message = 'Consultation fee must be between 1000 and 2000 PKR';
    const high = await server.post(
      '/auth/doctor/register',
      doctorRegistration({ consultationFee: 2500 }),
    );
    expect([high.status, high.body.message]).toEqual([400, message]);
    const profile = (await server.get('/doctors/profile', { token: doc.token })).body.data;
    const save = await server.put(
      '/doctors/profile',
      { ...profile, consultationFee: 900 },
      { token: doc.token },
    );
    expect([save.status, save.body.message]).toEqual([400, message]);
    const inside = await server.put(
      '/doctors/profile',
      { ...profile, consultationFee: 1800 },
      { token: doc.token },
    );
    expect(inside.status).toBe(200);
    expect(inside.body.data.consultationFee).toBe(1800);
  });

  it('the daily cap stops a doctor’s slots once that many are booked on the day', async () => {
    const day = clinicSlot(server, 4, '10:00');
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(day.start);
    await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: patient.user._id,
      start: day.start,
      end: day.end,
    });
    const slots = async () =>
      (await server.get(`/bookings/doctors/${doc.doctor.id}/availability?date=${date}`)).body.data
        .slots as unknown[];
    expect((await slots()).length).toBeGreaterThan(0);
    await change({ maxAppointmentsPerDay: 1 });
    expect(await slots()).toEqual([]);
    await change({ maxAppointmentsPerDay: 2 });
    expect((await slots()).length).toBeGreaterThan(0);
  });

  it('reminders off sends none; on again, the due reminder goes out', async () => {
    const start = new Date(server.clock.now().getTime() + 5 * 3600_000);
    await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: patient.user._id,
      start,
      end: new Date(start.getTime() + 30 * 60_000),
    });
    await change({ appointmentReminders: false });
    expect(await sendReminders(server.deps)).toBe(0);
    await change({ appointmentReminders: true });
    expect(await sendReminders(server.deps)).toBeGreaterThanOrEqual(1);
  });

  it('e-mail notifications off still notifies in the app but sends no mail', async () => {
    const start = new Date(server.clock.now().getTime() + 3 * 24 * 3600_000);
    const a = await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: patient.user._id,
      start,
      end: new Date(start.getTime() + 30 * 60_000),
    });
    const mailsTo = async () =>
      (await server.db.select().from(outgoingMail).where(eq(outgoingMail.to, doc.email))).length;
    const before = await mailsTo();
    await change({ emailNotifications: false });
    const cancel = await server.post(
      `/appointments/${a.id}/cancel`,
      { reason: 'Travel' },
      { token: patient.token },
    );
    expect(cancel.status).toBe(200);
    const notes = await server.get('/notifications', { token: doc.token });
    expect(
      notes.body.data.notifications.some(
        (n: { appointmentId?: string }) => n.appointmentId === a.id,
      ),
    ).toBe(true);
    expect(await mailsTo()).toBe(before);
  });

  it('the time zone is clinic time for the appointments’ date and time', async () => {
    const at = new Date('2030-01-15T04:00:00.000Z');
    const a = await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: patient.user._id,
      start: at,
      end: new Date(at.getTime() + 30 * 60_000),
    });
    const shown = async () => {
      const res = await server.get(`/appointments/${a.id}`, { token: patient.token });
      return [res.body.data.date, res.body.data.time];
    };
    expect(await shown()).toEqual(['2030-01-15', '09:00']);
    await change({ timezone: 'America/New_York' });
    expect(await shown()).toEqual(['2030-01-14', '23:00']);
    expect((await server.get('/settings/public')).body.data.timezone).toBe('America/New_York');
  });

  it('working hours are the weekday availability of a newly verified doctor’s sign-up', async () => {
    await change({ workingHours: { start: '10:00', end: '14:00' } });
    const input = doctorRegistration();
    const reg = await server.post('/auth/doctor/register', input);
    expect(reg.status).toBe(201);
    const own = await server.get(`/doctors/user/${reg.body.data.user._id}`, { token: admin });
    expect(own.status, own.text).toBe(200);
    expect(own.body.data.availability.monday).toEqual({
      isAvailable: true,
      slots: [{ startTime: '10:00', endTime: '14:00' }],
    });
    expect(own.body.data.availability.sunday.isAvailable).toBe(false);
  });

  it('is in the published contract', async () => {
    const spec = (await server.get('/openapi.json')).body;
    expect(spec.paths['/admin/settings'].get.security).toEqual([{ bearerAuth: [] }]);
    const body = spec.paths['/admin/settings'].put.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(Object.keys(DEFAULT_SETTINGS)),
    );
  });
});

// Only PostgreSQL lets two servers share one database.
describe.runIf(inject('postgres'))('two servers on one PostgreSQL database', () => {
  it('the other server applies a saved setting within the settings cache time', async () => {
    const other = await createServer(server.env, { migrated: true, now: server.clock.now });
    const specializations = async () =>
      (await other.app.request('/api/doctors/specializations')).status;
    try {
      expect(await specializations()).toBe(200);
      const savedAt = Date.now();
      await change({ maintenanceMode: true });
      await expect
        .poll(specializations, { timeout: SETTINGS_CACHE_MS + 2000, interval: 100 })
        .toBe(503);
      expect(Date.now() - savedAt).toBeLessThan(SETTINGS_CACHE_MS + 1000);
      await change({ maintenanceMode: false });
      await expect
        .poll(specializations, { timeout: SETTINGS_CACHE_MS + 2000, interval: 100 })
        .toBe(200);
    } finally {
      await other.deps.database.close();
    }
  });
});
