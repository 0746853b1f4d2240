import { eq } from 'drizzle-orm';
import { appointments, doctors, users } from '#server/db/schema/index';
import { clinicToday } from '#shared/domain/clinic-time';
import { DEMO_ACCOUNTS, type E2E } from './e2e';

export const HALF_HOUR = 1_800_000;

/** The demo doctor's doctor id and user id. */
export async function demoDoctor(db: E2E['db']) {
  const [doc] = await db
    .select({ id: doctors.id, userId: doctors.userId })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(users.email, DEMO_ACCOUNTS.doctor.email));
  if (!doc) throw new Error('the demo data has no demo doctor');
  return doc;
}

/**
 * A scheduled visit today (clinic day), written to the database: the first free half-hour from
 * the next one on, or, late in the evening when none is left, the latest free one before it (the
 * doctor's day lists the whole day, and the database refuses a visit that overlaps another).
 */
export async function visitToday(db: E2E['db'], visit: Visit) {
  const today = clinicToday();
  const isToday = (start: number) => clinicToday(new Date(start)) === today;
  const next = Math.ceil(Date.now() / HALF_HOUR) * HALF_HOUR;
  function* starts() {
    for (let start = next; isToday(start); start += HALF_HOUR) yield start;
    for (let start = next - HALF_HOUR; isToday(start); start -= HALF_HOUR) yield start;
  }
  return visitAt(db, visit, starts(), 'the demo doctor has no free half-hour today');
}

/** Half-hour starts from `first` (ms) on, for `hours` hours. */
export function* halfHoursFrom(first: number, hours: number) {
  for (let start = first; start < first + hours * 3_600_000; start += HALF_HOUR) yield start;
}

type Visit = { doctorId: string; patientId: string; reason: string };

/**
 * A scheduled, confirmed visit in the first of `starts` (ms) the doctor is free at; `none` is
 * the error when the doctor is free at none of them.
 */
export async function visitAt(
  db: E2E['db'],
  { doctorId, patientId, reason }: Visit,
  starts: Iterable<number>,
  none: string,
) {
  for (const start of starts) {
    try {
      const [inserted] = await db
        .insert(appointments)
        .values({
          doctorId,
          patientId,
          startTime: new Date(start),
          endTime: new Date(start + HALF_HOUR),
          type: 'consultation',
          reason,
          status: 'scheduled',
          fee: 1500,
          paymentMethod: 'cash',
          paymentStatus: 'pending',
          confirmedAt: new Date(),
        })
        .returning({ id: appointments.id });
      return inserted!.id;
    } catch {
      // Overlaps one of the doctor's visits: try the next start.
    }
  }
  throw new Error(none);
}
