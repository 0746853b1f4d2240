import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointments, doctorTimeOff } from '#server/db/schema/index';
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

// Each write that changes a doctor's free slots changes the `available=` answer at once.
let server: TestServer;
let patientId: string;
let doctorId: string;
let eight: number;

beforeAll(async () => {
  server = await startTestServer();
  patientId = (await signUpPatient(server)).user._id;
  eight = slotOn(clinicDay(server, 0), '08:00').start.getTime();
});
afterAll(async () => {
  server.clock.offsetMs = 0;
  await saveSettings(server.db, DEFAULT_SETTINGS);
  await server.close();
});
const minutes = (n: number) => n * 60_000;

// Today (only the slots after now count) and a day of next week (every slot counts) are
// answered by different parts of the filter; each is checked.
describe.each([
  { window: 'today', offset: 0 },
  { window: 'nextweek', offset: 7 },
])('available=$window follows every write that changes free slots', ({ window, offset }) => {
  const day = () => clinicDay(server, offset);
  const weekday = () => [weekdayOfDate(day())];
  async function bookOnDay(hhmm: string, extra: Partial<typeof appointments.$inferInsert> = {}) {
    const slot = slotOn(day(), hhmm);
    const [row] = await server.db
      .insert(appointments)
      .values({
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
      })
      .returning({ id: appointments.id });
    return row.id;
  }
  const isFree = async () => {
    const res = await server.get(
      `/doctors/search?specialization=Dermatology&available=${window}&limit=50`,
    );
    expect(res.status).toBe(200);
    return (res.body.data.doctors as { _id: string }[]).some((d) => d._id === doctorId);
  };

  beforeEach(async () => {
    // Seen at 08:00 clinic time; one doctor working only the day checked, one slot, 09:00-09:30.
    server.clock.offsetMs = eight - Date.now();
    await saveSettings(server.db, DEFAULT_SETTINGS);
    const { doctor } = await insertDoctor(server, { specialization: 'Dermatology' });
    doctorId = doctor.id;
    await setWeekdays(server, doctorId, weekday(), 9 * 60, 9 * 60 + 30);
  });
  it('booking takes the slot; cancelling gives it back', async () => {
    expect(await isFree()).toBe(true);
    const id = await bookOnDay('09:00');
    expect(await isFree()).toBe(false);
    await server.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, id));
    expect(await isFree()).toBe(true);
  });

  it('rescheduling to another day frees the day', async () => {
    const id = await bookOnDay('09:00');
    expect(await isFree()).toBe(false);
    const tomorrow = slotOn(clinicDay(server, offset + 1), '09:00');
    await server.db
      .update(appointments)
      .set({ startTime: tomorrow.start, endTime: tomorrow.end })
      .where(eq(appointments.id, id));
    expect(await isFree()).toBe(true);
  });

  it('an unconfirmed hold occupies the slot for 15 minutes, then no longer', async () => {
    await bookOnDay('09:00', {
      status: 'pending',
      confirmedAt: null,
      createdAt: server.clock.now(),
    });
    expect(await isFree()).toBe(false);
    server.clock.offsetMs += minutes(16);
    expect(await isFree()).toBe(true);
  });

  it('a change of weekly availability', async () => {
    await setWeekdays(server, doctorId, []);
    expect(await isFree()).toBe(false);
    await setWeekdays(server, doctorId, weekday(), 10 * 60, 11 * 60);
    expect(await isFree()).toBe(true);
  });

  it('time off covering the day, and its removal', async () => {
    await server.db.insert(doctorTimeOff).values({
      doctorId,
      startDate: clinicDay(server, offset - 1),
      endDate: clinicDay(server, offset + 2),
    });
    expect(await isFree()).toBe(false);
    await server.db.delete(doctorTimeOff).where(eq(doctorTimeOff.doctorId, doctorId));
    expect(await isFree()).toBe(true);
  });

  it('maxAppointmentsPerDay counts the day, free slots or not', async () => {
    await setWeekdays(server, doctorId, weekday(), 9 * 60, 10 * 60);
    await bookOnDay('09:00');
    expect(await isFree()).toBe(true);
    await saveSettings(server.db, { ...DEFAULT_SETTINGS, maxAppointmentsPerDay: 1 });
    expect(await isFree()).toBe(false);
  });

  it('a clinic time-zone change moves the slots and the days of appointments', async () => {
    // 09:00 Karachi is 04:00 UTC; in UTC the doctor's slot is 09:00 UTC, which it does not touch.
    await bookOnDay('09:00');
    expect(await isFree()).toBe(false);
    await saveSettings(server.db, { ...DEFAULT_SETTINGS, timezone: 'UTC' });
    expect(await isFree()).toBe(true);
  });
});
