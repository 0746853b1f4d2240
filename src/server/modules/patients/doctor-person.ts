import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { appointments } from '#server/db/schema/index';
import { notFound } from '#server/lib/errors';
import { isId } from '#shared/schemas/common';
import { realAppointment } from '../scheduling/holds';

/** One patient of a doctor: an account holder seen for themselves, or a family member. */
export type PersonRef = { patientId: string; familyMemberId: string | null };

/** The appointments that are this person's visits, whoever booked them. */
export function visitsOf(person: PersonRef): SQL {
  return person.familyMemberId
    ? eq(appointments.familyMemberId, person.familyMemberId)
    : (and(
        eq(appointments.patientId, person.patientId),
        isNull(appointments.familyMemberId),
      ) as SQL);
}

/**
 * The patient `id` names among the doctor's own patients: an account holder's user id (their own
 * visits), or a family member's id (ADR 095). Anyone else is 404 'Patient not found': whether a
 * stranger exists is not the doctor's business.
 */
export async function doctorsPatient(db: DbOrTx, doctorId: string, id: string): Promise<PersonRef> {
  if (!isId(id)) throw notFound('Patient');
  const [seen] = await db
    .select({ patientId: appointments.patientId, familyMemberId: appointments.familyMemberId })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        realAppointment,
        or(
          and(eq(appointments.patientId, id), isNull(appointments.familyMemberId)),
          eq(appointments.familyMemberId, id),
        ),
      ),
    )
    .limit(1);
  if (!seen) throw notFound('Patient');
  // Found by `patientId = id` or by a family member, whose visits are an account's bookings.
  return { patientId: seen.patientId!, familyMemberId: seen.familyMemberId };
}
