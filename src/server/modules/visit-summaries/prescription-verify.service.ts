import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { visitSummaryVersions } from '#server/db/schema/index';
import { notFound } from '#server/lib/errors';
import { readToken } from '#server/lib/prescription-token';
import type { PrescriptionCheck } from '#shared/schemas/visit-summary';
import { getSettings } from '../settings/settings.service';
import { loadSummaries } from './visit-summary.view';

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
  // Amending revokes the version before, so a token that is not revoked names the latest one.
  const [row] = await loadSummaries(
    db,
    and(eq(visitSummaryVersions.verifyTokenId, id), isNull(visitSummaryVersions.revokedAt)),
  );
  if (!row) throw notFound('Prescription');
  const { timezone } = await getSettings(db);
  return {
    doctorName: row.doctor.name,
    licenseNumber: row.doctor.licenseNumber,
    date: format(new TZDate(row.appointment.startTime.getTime(), timezone), 'yyyy-MM-dd'),
    patientInitials: initialsOf((row.member ?? row.holder).name),
    valid: row.doctorStanding.verification === 'verified' && row.doctorStanding.status === 'active',
  };
}
