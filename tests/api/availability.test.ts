import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '#server/db/schema/index';
import { saveSettings } from '#server/modules/settings/settings.service';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import {
  clinicDay,
  insertDoctor,
  setWeekdays,
  slotOn,
  weekdayOfDate,
} from '../support/booking-fixtures';
import { signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let patientId: string;
beforeAll(async () => {
  server = await startTestServer();
  patientId = (await signUpPatient(server)).user._id;
});
afterAll(() => server.close());

const slotsOf = async (doctorId: string, date: string) => {
  const res = await server.get(`/bookings/doctors/${doctorId}/availability?date=${date}`);
  expect(res.status).toBe(200);
  return res.body.data.slots as { start: string; end: string }[];
};

async function hold(
  doctorId: string,
  slot: ReturnType<typeof slotOn>,
  extra: Partial<typeof appointments.$inferInsert> = {},
) {
  await server.db.insert(appointments).values({
    doctorId,
    patientId,
    startTime: slot.start,
    endTime: slot.end,
    type: 'consultation',
    reason: 'Check-up',
    status: 'scheduled',
    fee: 2000,
    confirmedAt: server.clock.now(),
    ...extra,
  });
}

describe('GET /bookings/doctors/{id}/availability', () => {
  it('lists the 30-minute slots of the working day in clinic time, as ISO UTC, without signing in', async () => {
    const { doctor } = await insertDoctor(server);
    const date = clinicDay(server, 2);
    const slots = await slotsOf(doctor.id, date);
    expect(slots).toHaveLength(16);
    expect(slots[0]).toEqual({
      start: slotOn(date, '09:00').startTime,
      end: slotOn(date, '09:00').endTime,
      // The doctor's one practice, a clinic (ADR 112).
      practiceId: expect.any(String),
      mode: 'in_person',
    });
    expect(slots[15].start).toBe(slotOn(date, '16:30').startTime);
    expect(slots[0].start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
  });

  it('answers an empty list on a day off', async () => {
    const date = clinicDay(server, 3);
    const { doctor } = await insertDoctor(server, {
      weekdays: [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== weekdayOfDate(date)),
    });
    expect(await slotsOf(doctor.id, date)).toEqual([]);
  });

  it('refuses a missing or malformed date with 400', async () => {
    const { doctor } = await insertDoctor(server);
    const base = `/bookings/doctors/${doctor.id}/availability`;
    const missing = await server.get(base);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please select a date first.');
    for (const bad of ['tomorrow', '2025-13-01', '2025-02-30', '13-01-2025']) {
      const res = await server.get(`${base}?date=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Date must be a calendar date in the yyyy-MM-dd format');
    }
  });

  it('leaves out slots taken by non-cancelled appointments, and offers cancelled ones again', async () => {
    const { doctor } = await insertDoctor(server);
    const date = clinicDay(server, 4);
    await hold(doctor.id, slotOn(date, '10:00'));
    await hold(doctor.id, slotOn(date, '11:00'), { status: 'cancelled' });
    await hold(doctor.id, slotOn(date, '12:15', 30), { status: 'pending', confirmedAt: null });
    const starts = (await slotsOf(doctor.id, date)).map((s) => s.start);
    expect(starts).not.toContain(slotOn(date, '10:00').startTime);
    expect(starts).toContain(slotOn(date, '11:00').startTime);
    // 12:15–12:45 overlaps both the 12:00 and the 12:30 slot.
    expect(starts).not.toContain(slotOn(date, '12:00').startTime);
    expect(starts).not.toContain(slotOn(date, '12:30').startTime);
    expect(starts).toHaveLength(13);
  });

  it('frees the slot of a booking left unconfirmed for more than 15 minutes', async () => {
    const { doctor } = await insertDoctor(server);
    const date = clinicDay(server, 5);
    const now = server.clock.now().getTime();
    await hold(doctor.id, slotOn(date, '09:00'), {
      status: 'pending',
      confirmedAt: null,
      createdAt: new Date(now - 16 * 60_000),
    });
    await hold(doctor.id, slotOn(date, '09:30'), {
      status: 'pending',
      confirmedAt: null,
      createdAt: new Date(now - 5 * 60_000),
    });
    const starts = (await slotsOf(doctor.id, date)).map((s) => s.start);
    expect(starts).toContain(slotOn(date, '09:00').startTime);
    expect(starts).not.toContain(slotOn(date, '09:30').startTime);
  });

  it('never offers a slot that has started, nor a past date', async () => {
    const { doctor } = await insertDoctor(server);
    await setWeekdays(server, doctor.id, [0, 1, 2, 3, 4, 5, 6], 0, 1440);
    // Pin the server clock at 12:10 clinic time today.
    const today = clinicDay(server, 0);
    server.clock.offsetMs = slotOn(today, '12:10').start.getTime() - Date.now();
    try {
      const slots = await slotsOf(doctor.id, today);
      expect(slots[0].start).toBe(slotOn(today, '12:30').startTime);
      expect(slots).toHaveLength(23);
      expect(await slotsOf(doctor.id, clinicDay(server, -1))).toEqual([]);
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('offers dates up to 3 months ahead and none after', async () => {
    const { doctor } = await insertDoctor(server);
    expect((await slotsOf(doctor.id, clinicDay(server, 85))).length).toBe(16);
    expect(await slotsOf(doctor.id, clinicDay(server, 95))).toEqual([]);
  });

  it('offers nothing on a day that already has maxAppointmentsPerDay appointments', async () => {
    const { doctor } = await insertDoctor(server);
    const date = clinicDay(server, 6);
    await saveSettings(server.db, { ...DEFAULT_SETTINGS, maxAppointmentsPerDay: 2 });
    try {
      await hold(doctor.id, slotOn(date, '09:00'));
      expect(await slotsOf(doctor.id, date)).toHaveLength(15);
      await hold(doctor.id, slotOn(date, '15:00'));
      expect(await slotsOf(doctor.id, date)).toEqual([]);
    } finally {
      await saveSettings(server.db, DEFAULT_SETTINGS);
    }
  });

  it('answers 404 Doctor not found for an unknown, malformed or unverified doctor', async () => {
    const { doctor: pending } = await insertDoctor(server, { verificationStatus: 'pending' });
    for (const id of [randomUUID(), 'not-an-id', pending.id]) {
      const res = await server.get(
        `/bookings/doctors/${id}/availability?date=${clinicDay(server, 2)}`,
      );
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Doctor not found');
    }
  });
});
