import { and, eq, type SQL, sql } from 'drizzle-orm';
import { appointments } from '#server/db/schema/index';
import { realAppointment } from './holds';

/**
 * ADR 143's one definition of a doctor's patient, for My Patients and the dashboard alike: one
 * person with at least one real appointment with the doctor, in any status. The person is the
 * family member a visit was booked for, or the account holder for their own visits (ADR 095), so
 * an account holder who booked for two relatives and themselves is three patients.
 */
export const patientKey: SQL = sql`${appointments.patientId}::text || ':' || coalesce(${appointments.familyMemberId}::text, '')`;

/** The appointments that make someone this doctor's patient. */
export function visitsWithDoctor(doctorId: string): SQL {
  return and(eq(appointments.doctorId, doctorId), realAppointment) as SQL;
}

/** How many patients the rows counted over hold: over visitsWithDoctor, the doctor's patients. */
export const patientCount = sql<number>`count(distinct ${patientKey})::int`;
