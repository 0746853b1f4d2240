import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { doctorPractices } from '#server/db/schema/index';
import { ApiError } from '#server/lib/errors';
import { BOOKING_MSG } from '#shared/schemas/booking';

/** What booking reads of a practice: its id, kind, name and fee. */
export type BookedPractice = {
  id: string;
  kind: 'clinic' | 'video';
  name: string;
  fee: number;
};

const columns = {
  id: doctorPractices.id,
  kind: doctorPractices.kind,
  name: doctorPractices.name,
  fee: doctorPractices.fee,
};

/** A doctor's practices in the doctor's order (ADR 112). */
export function practicesOf(db: DbOrTx, doctorId: string): Promise<BookedPractice[]> {
  return db
    .select(columns)
    .from(doctorPractices)
    .where(eq(doctorPractices.doctorId, doctorId))
    .orderBy(asc(doctorPractices.position), asc(doctorPractices.createdAt));
}

/**
 * One practice of this doctor, named by the caller; a practice of another doctor (or none) is
 * 400, in the words a malformed id gets (ADR 112).
 */
export async function doctorsPractice(
  db: DbOrTx,
  doctorId: string,
  practiceId: string,
): Promise<BookedPractice> {
  const [practice] = await db
    .select(columns)
    .from(doctorPractices)
    .where(and(eq(doctorPractices.id, practiceId), eq(doctorPractices.doctorId, doctorId)));
  if (!practice) throw notDoctorsPractice();
  return practice;
}

export const notDoctorsPractice = () =>
  new ApiError(400, BOOKING_MSG.practice, {
    code: 'PRACTICE_UNKNOWN',
    errors: [{ path: 'practiceId', message: BOOKING_MSG.practice }],
  });
