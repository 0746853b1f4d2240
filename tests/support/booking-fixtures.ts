import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { eq } from 'drizzle-orm';
import { doctorAvailability, doctors, users } from '#server/db/schema/index';
import { hashPassword } from '#server/lib/password';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import { STRONG_PASSWORD, uniqueEmail } from './builders';
import type { TestServer } from './test-server';

const ZONE = DEFAULT_SETTINGS.timezone;
export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

type DoctorInsert = Partial<typeof doctors.$inferInsert> & {
  name?: string;
  userStatus?: 'active' | 'blocked' | 'pending';
  /** Weekdays working 09:00–17:00 clinic time (every day unless told). */
  weekdays?: number[];
};

/** A doctor written straight into the database (verified unless told), with a password to sign in. */
export async function insertDoctor(server: TestServer, input: DoctorInsert = {}) {
  const { name, userStatus, weekdays = EVERY_DAY, ...fields } = input;
  const email = uniqueEmail('doctor');
  const verified = (fields.verificationStatus ?? 'verified') === 'verified';
  const [user] = await server.db
    .insert(users)
    .values({
      name: name ?? 'Dr. Hina Siddiqui',
      email,
      passwordHash: await hashPassword(STRONG_PASSWORD),
      role: 'doctor',
      status: userStatus ?? (verified ? 'active' : 'pending'),
      isVerified: verified,
    })
    .returning();
  const [doctor] = await server.db
    .insert(doctors)
    .values({
      userId: user.id,
      specialization: 'Cardiology',
      qualifications: 'MBBS, FCPS',
      clinicName: 'Heart Care Clinic',
      experience: 8,
      licenseNumber: 'PMDC-12345',
      consultationFee: 2000,
      verificationStatus: 'verified',
      ...fields,
    })
    .returning();
  await setWeekdays(server, doctor.id, weekdays);
  return { doctor, user, email };
}

/** Replaces the doctor's weekly availability: the weekdays given, startMinute–endMinute. */
export async function setWeekdays(
  server: TestServer,
  doctorId: string,
  weekdays: number[],
  startMinute = 9 * 60,
  endMinute = 17 * 60,
) {
  await server.db.delete(doctorAvailability).where(eq(doctorAvailability.doctorId, doctorId));
  if (weekdays.length === 0) return;
  await server.db
    .insert(doctorAvailability)
    .values(weekdays.map((weekday) => ({ doctorId, weekday, startMinute, endMinute })));
}

/** The clinic calendar date `days` after the server's today. */
export function clinicDay(server: TestServer, days: number): string {
  return format(addDays(new TZDate(server.clock.now().getTime(), ZONE), days), 'yyyy-MM-dd');
}

export function weekdayOfDate(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** A 30-minute slot on a clinic date at HH:mm clinic time, as the API exchanges it. */
export function slotOn(date: string, hhmm: string, minutes = 30) {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = hhmm.split(':').map(Number);
  const start = new Date(new TZDate(y, m - 1, d, hh, mm, ZONE).getTime());
  const end = new Date(start.getTime() + minutes * 60_000);
  return { startTime: start.toISOString(), endTime: end.toISOString(), start, end };
}

export async function signIn(server: TestServer, email: string) {
  const res = await server.post('/auth/login', { email, password: STRONG_PASSWORD });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.body.data.token as string;
}

/** Initiates and confirms a booking through the API; answers the confirmed appointment. */
export async function book(
  server: TestServer,
  token: string,
  doctorId: string,
  slot: { startTime: string; endTime: string },
) {
  const init = await server.post(
    '/bookings/appointments/initiate',
    { doctorId, ...slot, type: 'consultation', reason: 'Chest pain on exertion' },
    { token },
  );
  if (init.status !== 201) throw new Error(`initiate failed: ${init.status} ${init.text}`);
  const id = init.body.data.appointment._id as string;
  const confirm = await server.post(
    '/bookings/appointments/confirm',
    { appointmentId: id, paymentDetails: { method: 'cash', status: 'pending' } },
    { token },
  );
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status} ${confirm.text}`);
  return confirm.body.data.appointment;
}
