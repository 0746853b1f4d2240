import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '#server/db/schema/index';
import { saveSettings } from '#server/modules/settings/settings.service';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import {
  clinicDay,
  EVERY_DAY,
  insertDoctor,
  setWeekdays,
  slotOn,
} from '../support/booking-fixtures';
import { signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let patientId: string;
const ids: Record<string, string> = {};
const minutes = (n: number) => n * 60_000;

async function doctor(key: string, from: string, to: string) {
  const [fh, fm] = from.split(':').map(Number);
  const [th, tm] = to.split(':').map(Number);
  const { doctor: d } = await insertDoctor(server, {
    name: `Dr. ${key}`,
    specialization: 'Dermatology',
  });
  await setWeekdays(server, d.id, EVERY_DAY, fh * 60 + fm, th * 60 + tm);
  ids[key] = d.id;
  return d.id;
}
async function appointmentToday(
  doctorId: string,
  hhmm: string,
  extra: Partial<typeof appointments.$inferInsert> = {},
) {
  const slot = slotOn(clinicDay(server, 0), hhmm);
  await server.db.insert(appointments).values({
    doctorId,
    patientId,
    startTime: slot.start,
    endTime: slot.end,
    type: 'consultation',
    reason: 'Rash',
    status: 'scheduled',
    fee: 2000,
    confirmedAt: server.clock.now(),
    ...extra,
  });
}
const available = async (window: string) => {
  const res = await server.get(
    `/doctors/search?specialization=Dermatology&available=${window}&limit=50`,
  );
  expect(res.status).toBe(200);
  return (res.body.data.doctors as { name: string }[])
    .map((d) => d.name.replace('Dr. ', ''))
    .sort();
};

beforeAll(async () => {
  server = await startTestServer();
  patientId = (await signUpPatient(server)).user._id;
  // Every case below is seen at 08:00 clinic time today.
  server.clock.offsetMs = slotOn(clinicDay(server, 0), '08:00').start.getTime() - Date.now();
  await doctor('Open', '09:00', '17:00');
  await doctor('EarlyBird', '06:00', '07:30');
  const booked = await doctor('Booked', '09:00', '10:00');
  await appointmentToday(booked, '09:00');
  await appointmentToday(booked, '09:30');
  const stale = await doctor('StaleHold', '09:00', '09:30');
  await appointmentToday(stale, '09:00', {
    status: 'pending',
    confirmedAt: null,
    createdAt: new Date(server.clock.now().getTime() - minutes(20)),
  });
  const fresh = await doctor('FreshHold', '09:00', '09:30');
  await appointmentToday(fresh, '09:00', {
    status: 'pending',
    confirmedAt: null,
    createdAt: new Date(server.clock.now().getTime() - minutes(5)),
  });
  const cancelled = await doctor('Cancelled', '09:00', '09:30');
  await appointmentToday(cancelled, '09:00', { status: 'cancelled' });
  const { doctor: never } = await insertDoctor(server, {
    name: 'Dr. NeverWorks',
    specialization: 'Dermatology',
    weekdays: [],
  });
  ids.never = never.id;
});
afterAll(async () => {
  server.clock.offsetMs = 0;
  await server.close();
});

describe('GET /doctors/search?available=', () => {
  it('today: doctors with at least one free future slot today, in clinic time', async () => {
    expect(await available('today')).toEqual(['Cancelled', 'Open', 'StaleHold']);
  });

  it('next week: every doctor who works, whatever today looks like', async () => {
    expect(await available('nextweek')).toEqual([
      'Booked',
      'Cancelled',
      'EarlyBird',
      'FreshHold',
      'Open',
      'StaleHold',
    ]);
  });

  it('this week includes today', async () => {
    const week = await available('week');
    for (const name of ['Cancelled', 'Open', 'StaleHold']) expect(week).toContain(name);
    expect(week).not.toContain('NeverWorks');
  });

  it('a day already at maxAppointmentsPerDay has no free slot', async () => {
    await appointmentToday(ids.Open, '16:00');
    await saveSettings(server.db, { ...DEFAULT_SETTINGS, maxAppointmentsPerDay: 1 });
    try {
      expect(await available('today')).toEqual(['Cancelled', 'StaleHold']);
    } finally {
      await saveSettings(server.db, DEFAULT_SETTINGS);
    }
  });
});
