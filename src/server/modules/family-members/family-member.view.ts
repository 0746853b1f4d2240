import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { familyMembers } from '#server/db/schema/index';
import { notFound } from '#server/lib/errors';
import { isId } from '#shared/schemas/common';
import type { FamilyMember } from '#shared/schemas/family-member';
import { EMPTY_EMERGENCY_CONTACT, EMPTY_MEDICAL_HISTORY } from '#shared/schemas/patient';

export type FamilyMemberRow = typeof familyMembers.$inferSelect;

/** A member as the API answers it: unset fields are '' and empty lists, as on the profile. */
export function toFamilyMember(row: FamilyMemberRow): FamilyMember {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    relationship: row.relationship,
    dateOfBirth: row.dateOfBirth ?? '',
    gender: row.gender ?? '',
    bloodGroup: row.bloodGroup ?? '',
    emergencyContact: { ...EMPTY_EMERGENCY_CONTACT, ...row.emergencyContact },
    medicalHistory: { ...EMPTY_MEDICAL_HISTORY, ...row.medicalHistory },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One of the account holder's current members. Anyone else's, a removed one or an id that is no
 * id are all 404 'Family member not found', so ids of other accounts cannot be probed (ADR 095).
 */
export async function ownFamilyMember(
  db: DbOrTx,
  userId: string,
  id: string,
  { lock = false, removed = false } = {},
): Promise<FamilyMemberRow> {
  if (!isId(id)) throw notFound('Family member');
  const query = db
    .select()
    .from(familyMembers)
    .where(
      and(
        eq(familyMembers.id, id),
        eq(familyMembers.userId, userId),
        removed ? undefined : isNull(familyMembers.deletedAt),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Family member');
  return row;
}
