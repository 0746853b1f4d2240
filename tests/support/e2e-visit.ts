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
 * A scheduled visit later today (clinic day), written to the database: the first free half-hour
 * from the next one on (the database refuses one that overlaps the doctor's others).
 */
export async function visitLaterToday(db: E2E['db'], visit: Visit) {
  const today = clinicToday();
  return visitFrom(db, visit, Math.ceil(Date.now() / HALF_HOUR) * HALF_HOUR, (start) => {
    if (clinicToday(new Date(start)) !== today) throw new Error('no free half-hour left today');
  });
}

type Visit = { doctorId: string; patientId: string; reason: string };

/**
 * A scheduled, confirmed visit in the doctor's first free half-hour from `first` (ms) on; `check`
 * throws when a start is past what the caller accepts.
 */
export async function visitFrom(
  db: E2E['db'],
  { doctorId, patientId, reason }: Visit,
  first: number,
  check: (start: number) => void,
) {
  for (let start = first; ; start += HALF_HOUR) {
    check(start);
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
      // Overlaps one of the doctor's visits: try the next half-hour.
    }
  }
}
