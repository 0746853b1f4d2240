import { and, asc, eq, gt, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { appointments, familyMembers, users } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { ApiError, conflict } from '#server/lib/errors';
import {
  FAMILY_MEMBER_MSG,
  FAMILY_MEMBERS_MAX,
  type FamilyMember,
  type FamilyMemberCreate,
  type FamilyMemberUpdate,
} from '#shared/schemas/family-member';
import { audit } from '../audit/audit.service';
import { staleHold } from '../scheduling/holds';
import { ownFamilyMember, toFamilyMember } from './family-member.view';

type MemberDeps = Pick<Deps, 'db' | 'now'>;

/** The stored columns of a member's editable fields; unset ones are null, as on the profile. */
function columnsOf(input: Omit<FamilyMemberUpdate, 'updatedAt'>) {
  return {
    name: input.name,
    relationship: input.relationship,
    dateOfBirth: input.dateOfBirth || null,
    gender: input.gender || null,
    bloodGroup: input.bloodGroup || null,
    emergencyContact: input.emergencyContact,
    medicalHistory: input.medicalHistory,
  };
}

/** GET /family-members: the account holder's current members, in the order they were added. */
export async function listFamilyMembers({ db }: Pick<Deps, 'db'>, actor: UserActor) {
  const rows = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, actor.id), isNull(familyMembers.deletedAt)))
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
  return rows.map(toFamilyMember);
}

/**
 * POST /family-members. An id the device chose that already names one of the caller's members
 * answers that member unchanged (the add arrived before), so a queued add applies once.
 */
export async function addFamilyMember(
  deps: MemberDeps,
  actor: UserActor,
  input: FamilyMemberCreate,
): Promise<{ member: FamilyMember; created: boolean }> {
  const { id, ...fields } = input;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Adds of one account queue here, so the limit holds when two arrive together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
    if (id) {
      const [existing] = await tx.select().from(familyMembers).where(eq(familyMembers.id, id));
      if (existing?.userId === actor.id && !existing.deletedAt) {
        return { member: toFamilyMember(existing), created: false };
      }
      if (existing) throw conflict(FAMILY_MEMBER_MSG.idTaken, 'FAMILY_MEMBER_ID_TAKEN');
    }
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(familyMembers)
      .where(and(eq(familyMembers.userId, actor.id), isNull(familyMembers.deletedAt)));
    if (n >= FAMILY_MEMBERS_MAX) throw conflict(FAMILY_MEMBER_MSG.tooMany, 'FAMILY_MEMBERS_LIMIT');
    const [row] = await tx
      .insert(familyMembers)
      .values({
        ...(id ? { id } : {}),
        userId: actor.id,
        ...columnsOf(fields),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(
      deps,
      actor,
      {
        action: 'create',
        resource: 'family_member',
        resourceId: row.id,
        details: `Family member added (${row.relationship})`,
      },
      tx,
    );
    return { member: toFamilyMember(row), created: true };
  });
}

/**
 * PUT /family-members/{id}: the whole member. An edit that names the version it started from is
 * refused when the member changed after it, as the profile's is.
 */
export async function updateFamilyMember(
  deps: MemberDeps,
  actor: UserActor,
  input: FamilyMemberUpdate & { id: string },
): Promise<FamilyMember> {
  const { id, updatedAt: base, ...fields } = input;
  return deps.db.transaction(async (tx) => {
    const current = await ownFamilyMember(tx, actor.id, id, { lock: true });
    if (base !== undefined && current.updatedAt.getTime() > Date.parse(base)) {
      throw conflict(FAMILY_MEMBER_MSG.changedElsewhere, 'FAMILY_MEMBER_CHANGED');
    }
    const updatedAt = new Date(Math.max(deps.now().getTime(), current.updatedAt.getTime() + 1));
    const [row] = await tx
      .update(familyMembers)
      .set({ ...columnsOf(fields), updatedAt })
      .where(eq(familyMembers.id, id))
      .returning();
    await audit(
      deps,
      actor,
      {
        action: 'update',
        resource: 'family_member',
        resourceId: id,
        details: 'Family member updated',
      },
      tx,
    );
    return toFamilyMember(row);
  });
}

/**
 * DELETE /family-members/{id}: a member with an upcoming appointment is removed only when the
 * caller confirms (409 otherwise); the appointment stays booked. The member is only marked
 * removed, so appointment history still names them (ADR 095). Removing one already removed
 * changes nothing.
 */
export async function removeFamilyMember(
  deps: MemberDeps,
  actor: UserActor,
  input: { id: string; confirm: boolean },
): Promise<{ id: string; upcomingAppointments: number }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const member = await ownFamilyMember(tx, actor.id, input.id, { lock: true, removed: true });
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(appointments)
      .where(
        and(
          eq(appointments.familyMemberId, member.id),
          inArray(appointments.status, ['pending', 'scheduled']),
          gt(appointments.endTime, now),
          not(staleHold(now)),
        ),
      );
    if (member.deletedAt) return { id: member.id, upcomingAppointments: n };
    if (n > 0 && !input.confirm) {
      throw new ApiError(409, FAMILY_MEMBER_MSG.upcoming, {
        code: 'FAMILY_MEMBER_HAS_APPOINTMENTS',
        extra: { upcomingAppointments: n },
      });
    }
    await tx
      .update(familyMembers)
      .set({ deletedAt: now, updatedAt: now })
      .where(eq(familyMembers.id, member.id));
    await audit(
      deps,
      actor,
      {
        action: 'delete',
        resource: 'family_member',
        resourceId: member.id,
        details:
          n > 0
            ? `Family member removed; ${n} upcoming appointment(s) kept`
            : 'Family member removed',
      },
      tx,
    );
    return { id: member.id, upcomingAppointments: n };
  });
}
