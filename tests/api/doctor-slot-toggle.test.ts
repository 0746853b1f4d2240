import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '#server/db/schema/index';
import { WEEKDAYS } from '#shared/schemas/doctor';
import {
  CLINIC_TZ,
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
  signUpPatient,
} from '../support/appointment-builders';
import { startTestServer, type TestServer } from '../support/test-server';

// Manage Schedule's slot toggle: one slot of a weekday opened or closed for every week.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The clinic date `days` after the server's today, and its weekday's name. */
function dayIn(days: number) {
  const start = clinicSlot(server, days, '12:00').start;
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TZ }).format(start);
  const weekday = WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()];
  return { date, weekday };
}

/** What a patient's booking screen is offered that day, as clinic 'HH:MM'. */
async function patientSlots(doctorId: string, date: string) {
  const res = await server.get(`/bookings/doctors/${doctorId}/availability?date=${date}`);
  expect(res.status).toBe(200);
  return (res.body.data.slots as { start: string }[]).map((s) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: CLINIC_TZ,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(s.start)),
  );
}

const toggle = (token: string, body: unknown, key?: string) =>
  server.patch('/doctors/profile/availability', body, {
    token,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

async function slotAudits(doctorId: string) {
  const [row] = await server.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLogs)
    .where(and(eq(auditLogs.resource, 'doctor_availability'), eq(auditLogs.resourceId, doctorId)));
  return row.n;
}

describe("a doctor's slot toggle on Manage Schedule", () => {
  it("closing a slot takes it out of that weekday's patient slots at once, and opening brings it back", async () => {
    const doc = await createVerifiedDoctor(server);
    const week = dayIn(7);
    const other = dayIn(8);
    expect(await patientSlots(doc.doctor.id, week.date)).toContain('10:00');

    const closed = await toggle(doc.token, { day: week.weekday, startTime: '10:00', open: false });
    expect(closed.status).toBe(200);
    expect(closed.body.data.availability[week.weekday]).toEqual({
      isAvailable: true,
      slots: [
        { startTime: '00:00', endTime: '10:00' },
        { startTime: '10:30', endTime: '24:00' },
      ],
    });
    expect(await patientSlots(doc.doctor.id, week.date)).not.toContain('10:00');
    expect(await patientSlots(doc.doctor.id, week.date)).toHaveLength(47);
    // The same weekday a week later follows; another weekday is untouched.
    expect(await patientSlots(doc.doctor.id, dayIn(14).date)).not.toContain('10:00');
    expect(await patientSlots(doc.doctor.id, other.date)).toHaveLength(48);
    const profile = await server.get('/doctors/profile', { token: doc.token });
    expect(profile.body.data.availability[week.weekday].slots).toHaveLength(2);

    const opened = await toggle(doc.token, { day: week.weekday, startTime: '10:00', open: true });
    expect(opened.status).toBe(200);
    expect(opened.body.data.availability[week.weekday]).toEqual({
      isAvailable: true,
      slots: [{ startTime: '00:00', endTime: '24:00' }],
    });
    expect(await patientSlots(doc.doctor.id, week.date)).toContain('10:00');
  });

  it('a change sent again with its Idempotency-Key, or from a second device, applies once', async () => {
    const doc = await createVerifiedDoctor(server);
    const { weekday } = dayIn(7);
    const body = { day: weekday, startTime: '09:00', open: false };
    const first = await toggle(doc.token, body, 'slot-key-1');
    const replay = await toggle(doc.token, body, 'slot-key-1');
    expect(replay.status).toBe(200);
    expect(replay.body.data.availability).toEqual(first.body.data.availability);
    const secondDevice = await toggle(doc.token, body, 'slot-key-2');
    expect(secondDevice.status).toBe(200);
    expect(secondDevice.body.data.availability).toEqual(first.body.data.availability);
    expect(await slotAudits(doc.doctor.id)).toBe(1);
  });

  it('closing the last slot of a weekday makes it a day off, and opening one makes it a working day', async () => {
    const doc = await createVerifiedDoctor(server);
    const week = dayIn(7);
    const only = {
      ...Object.fromEntries(WEEKDAYS.map((d) => [d, { isAvailable: false, slots: [] }])),
      [week.weekday]: { isAvailable: true, slots: [{ startTime: '14:00', endTime: '14:30' }] },
    };
    const profile = (await server.get('/doctors/profile', { token: doc.token })).body.data;
    const saved = await server.put(
      '/doctors/profile',
      { ...profile, availability: only },
      { token: doc.token },
    );
    expect(saved.status).toBe(200);
    const closed = await toggle(doc.token, { day: week.weekday, startTime: '14:00', open: false });
    expect(closed.body.data.availability[week.weekday]).toEqual({ isAvailable: false, slots: [] });
    expect(await patientSlots(doc.doctor.id, week.date)).toEqual([]);
    const opened = await toggle(doc.token, { day: week.weekday, startTime: '16:00', open: true });
    expect(opened.body.data.availability[week.weekday]).toEqual({
      isAvailable: true,
      slots: [{ startTime: '16:00', endTime: '16:30' }],
    });
    expect(await patientSlots(doc.doctor.id, week.date)).toEqual(['16:00']);
  });

  it('closing a booked slot keeps the booking and reports it as outside the hours', async () => {
    const doc = await createVerifiedDoctor(server);
    const patient = await signUpPatient(server, { name: 'Sana Malik' });
    const slot = clinicSlot(server, 7, '11:00');
    const booked = await insertAppointment(server, {
      doctorId: doc.doctor.id,
      patientId: patient.user._id,
      start: slot.start,
      end: slot.end,
    });
    const { weekday } = dayIn(7);
    const res = await toggle(doc.token, { day: weekday, startTime: '11:00', open: false });
    expect(res.status).toBe(200);
    expect(res.body.data.outsideHours).toEqual([
      expect.objectContaining({ _id: booked.id, patientName: 'Sana Malik', status: 'scheduled' }),
    ]);
  });

  it.each([
    [{ day: 'funday', startTime: '09:00', open: false }, 'Please choose a day of the week'],
    [{ day: 'monday', startTime: '9am', open: false }, 'Please use the HH:MM format for times'],
    [{ day: 'monday', startTime: '23:45', open: true }, 'A slot must end by midnight'],
    [{ day: 'monday', startTime: '09:00', open: 'yes' }, 'Please say whether the slot is open'],
  ])('refuses %j with a clear message and changes nothing', async (body, message) => {
    const doc = await createVerifiedDoctor(server);
    const before = (await server.get('/doctors/profile', { token: doc.token })).body.data;
    const res = await toggle(doc.token, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const after = (await server.get('/doctors/profile', { token: doc.token })).body.data;
    expect(after.availability).toEqual(before.availability);
    expect(await slotAudits(doc.doctor.id)).toBe(0);
  });
});
