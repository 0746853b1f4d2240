import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '#server/context';
import {
  appointments,
  doctors,
  familyMembers,
  users,
  visitSummaries,
  visitSummaryVersions,
} from '#server/db/schema/index';
import { notFound } from '#server/lib/errors';
import { readToken } from '#server/lib/prescription-token';
import type { PrescriptionCheck } from '#shared/schemas/visit-summary';
import { getSettings } from '../settings/settings.service';

const doctorUsers = alias(users, 'rx_doctor_user');
const patientUsers = alias(users, 'rx_patient_user');

/** "Sana Malik" → "S. M.": enough to match a printout to its holder, too little to name them. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0]!.toLocaleUpperCase('en')}.`)
    .join(' ');
}

/**
 * GET /prescriptions/verify/{token}, public (ADR 097): the doctor, the visit's date and the
 * patient's initials of the version the token names, and nothing else. A token that is forged,
 * unknown or revoked (its version was amended since) is 404 'Prescription not found'.
 */
export async function verifyPrescription(
  { db, env }: Pick<Deps, 'db' | 'env'>,
  { token }: { token: string },
): Promise<PrescriptionCheck> {
  const id = readToken(env.jwtSecret, token);
  if (!id) throw notFound('Prescription');
  const [row] = await db
    .select({
      startTime: appointments.startTime,
      doctorName: doctorUsers.name,
      doctorStatus: doctorUsers.status,
      licenseNumber: doctors.licenseNumber,
      verification: doctors.verificationStatus,
      holderName: patientUsers.name,
      memberName: familyMembers.name,
    })
    .from(visitSummaryVersions)
    .innerJoin(visitSummaries, eq(visitSummaries.id, visitSummaryVersions.summaryId))
    .innerJoin(appointments, eq(appointments.id, visitSummaries.appointmentId))
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(doctorUsers, eq(doctorUsers.id, doctors.userId))
    .innerJoin(patientUsers, eq(patientUsers.id, appointments.patientId))
    .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
    .where(and(eq(visitSummaryVersions.verifyTokenId, id), isNull(visitSummaryVersions.revokedAt)));
  if (!row) throw notFound('Prescription');
  const { timezone } = await getSettings(db);
  return {
    doctorName: row.doctorName,
    licenseNumber: row.licenseNumber,
    date: format(new TZDate(row.startTime.getTime(), timezone), 'yyyy-MM-dd'),
    patientInitials: initialsOf(row.memberName ?? row.holderName),
    valid: row.verification === 'verified' && row.doctorStatus === 'active',
  };
}
