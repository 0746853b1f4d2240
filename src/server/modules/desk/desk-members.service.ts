import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import { deskMemberPractices, deskMembers, doctorPractices, users } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { ApiError, conflict, type FieldError, notFound } from '#server/lib/errors';
import { composeMail } from '#shared/domain/mail-texts';
import { DESK_INVITE_DAYS, DESK_MSG, type DeskMember } from '#shared/schemas/desk';
import { audit } from '../audit/audit.service';
import { endSessions, hashToken, isUniqueViolation } from '../auth/auth.service';
import { ownDoctorId } from '../doctors/doctors.service';
import { readerLanguage } from '../messaging/reader-language';
import { getSettings } from '../settings/settings.service';

type MemberRow = { id: string; name: string; email: string; acceptedAt: Date | null };

const INVITE_TTL_MS = DESK_INVITE_DAYS * 24 * 60 * 60 * 1000;

/** The doctor's live members (invited or active), oldest first, with their practices. */
async function membersOf(db: DbOrTx, doctorId: string, only?: string): Promise<DeskMember[]> {
  const rows = await db
    .select({
      id: deskMembers.id,
      name: users.name,
      email: users.email,
      acceptedAt: deskMembers.acceptedAt,
    })
    .from(deskMembers)
    .innerJoin(users, eq(users.id, deskMembers.userId))
    .where(
      and(
        eq(deskMembers.doctorId, doctorId),
        isNull(deskMembers.revokedAt),
        only ? eq(deskMembers.id, only) : undefined,
      ),
    )
    .orderBy(deskMembers.invitedAt);
  if (!rows.length) return [];
  const places = await db
    .select({ memberId: deskMemberPractices.memberId, practiceId: deskMemberPractices.practiceId })
    .from(deskMemberPractices)
    .innerJoin(doctorPractices, eq(doctorPractices.id, deskMemberPractices.practiceId))
    .where(
      inArray(
        deskMemberPractices.memberId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(doctorPractices.position);
  return rows.map((r: MemberRow) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    practiceIds: places.filter((p) => p.memberId === r.id).map((p) => p.practiceId),
    status: r.acceptedAt ? 'active' : 'invited',
  }));
}

/** 400 naming each practice that is not one of this doctor's clinic practices. */
async function clinicPractices(db: DbOrTx, doctorId: string, ids: readonly string[]) {
  const own = await db
    .select({ id: doctorPractices.id, kind: doctorPractices.kind, name: doctorPractices.name })
    .from(doctorPractices)
    .where(and(eq(doctorPractices.doctorId, doctorId), inArray(doctorPractices.id, [...ids])));
  const errors = ids.flatMap((id, i): FieldError[] => {
    const practice = own.find((p) => p.id === id);
    if (!practice) return [{ path: `practiceIds.${i}`, message: DESK_MSG.practiceNotFound }];
    if (practice.kind !== 'clinic')
      return [{ path: `practiceIds.${i}`, message: DESK_MSG.clinicOnly }];
    return [];
  });
  if (errors.length) throw new ApiError(400, errors[0]!.message, { errors });
  return ids.map((id) => own.find((p) => p.id === id)!);
}

async function setPractices(tx: DbOrTx, memberId: string, practiceIds: readonly string[]) {
  await tx.delete(deskMemberPractices).where(eq(deskMemberPractices.memberId, memberId));
  await tx
    .insert(deskMemberPractices)
    .values(practiceIds.map((practiceId) => ({ memberId, practiceId })));
}

export async function listDeskMembers(deps: Pick<Deps, 'db'>, actor: UserActor) {
  return membersOf(deps.db, await ownDoctorId(deps.db, actor.id));
}

/**
 * A doctor invites someone to the front desk of some clinic practices (ADR 154). An address
 * new to the service gets a desk account waiting for its password; a desk account another
 * doctor invited gets a second place; any other account is refused, as an account has one role.
 */
export async function inviteDeskMember(
  deps: Pick<Deps, 'db' | 'now' | 'env' | 'mailer'>,
  actor: UserActor,
  input: { name: string; email: string; practiceIds: string[] },
): Promise<DeskMember> {
  const { db, now, env, mailer } = deps;
  const doctorId = await ownDoctorId(db, actor.id);
  const practices = await clinicPractices(db, doctorId, input.practiceIds);
  const token = randomBytes(32).toString('base64url');
  const at = now();
  const invited = await db
    .transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(users.email, input.email));
      if (existing && existing.role !== 'desk') throw conflict(DESK_MSG.otherRole, 'NOT_DESK');
      const user =
        existing ??
        (
          await tx
            .insert(users)
            .values({
              name: input.name,
              email: input.email,
              // No password until the invitation is accepted: no sign-in can match an empty hash.
              passwordHash: '',
              role: 'desk',
              status: 'pending',
              createdAt: at,
              updatedAt: at,
            })
            .returning()
        )[0]!;
      const [member] = await tx
        .insert(deskMembers)
        .values({
          doctorId,
          userId: user.id,
          inviteTokenHash: hashToken(token),
          inviteExpiresAt: new Date(at.getTime() + INVITE_TTL_MS),
          invitedAt: at,
          updatedAt: at,
        })
        .returning({ id: deskMembers.id });
      await setPractices(tx, member!.id, input.practiceIds);
      await audit(
        deps,
        actor,
        {
          action: 'create',
          resource: 'desk_members',
          resourceId: member!.id,
          details: `Invited ${user.email} to the front desk`,
        },
        tx,
      );
      return { memberId: member!.id, user, isNew: !existing };
    })
    .catch((error: unknown) => {
      // Two invitations raced for one address or one doctor's desk: the later one is a repeat.
      if (isUniqueViolation(error)) throw conflict(DESK_MSG.alreadyMember, 'ALREADY_DESK_MEMBER');
      throw error;
    });
  const { siteName } = await getSettings(db);
  const language = invited.isNew
    ? (actor.language ?? 'en')
    : await readerLanguage(db, invited.user.id);
  await mailer.send({
    to: invited.user.email,
    ...composeMail('deskInvitation', language, {
      name: invited.user.name,
      doctorName: actor.name,
      practices: practices.map((p) => p.name).join(', '),
      siteName,
      link: `${env.appUrl}/desk/accept/${token}`,
    }),
    language,
  });
  return (await membersOf(db, doctorId, invited.memberId))[0]!;
}

/** One of this doctor's live members, locked for the change; 404 for anyone else's. */
async function ownMember(tx: DbOrTx, doctorId: string, id: string) {
  const [member] = await tx
    .select()
    .from(deskMembers)
    .where(
      and(
        eq(deskMembers.id, id),
        eq(deskMembers.doctorId, doctorId),
        isNull(deskMembers.revokedAt),
      ),
    )
    .for('update');
  if (!member) throw notFound('Desk member');
  return member;
}

export async function updateDeskMemberPractices(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
  id: string,
  practiceIds: string[],
): Promise<DeskMember> {
  const { db, now } = deps;
  const doctorId = await ownDoctorId(db, actor.id);
  await db.transaction(async (tx) => {
    await ownMember(tx, doctorId, id);
    await clinicPractices(tx, doctorId, practiceIds);
    await setPractices(tx, id, practiceIds);
    await tx.update(deskMembers).set({ updatedAt: now() }).where(eq(deskMembers.id, id));
    await audit(
      deps,
      actor,
      {
        action: 'update',
        resource: 'desk_members',
        resourceId: id,
        details: 'Changed the practices of a desk member',
      },
      tx,
    );
  });
  return (await membersOf(db, doctorId, id))[0]!;
}

/**
 * Revoking ends the account's sessions at once (ADR 154): its next request is 401, and what its
 * device still queues is refused when it signs in again. Its places at other doctors' desks stay.
 */
export async function revokeDeskMember(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
  id: string,
): Promise<void> {
  const { db, now } = deps;
  const doctorId = await ownDoctorId(db, actor.id);
  await db.transaction(async (tx) => {
    const member = await ownMember(tx, doctorId, id);
    await tx
      .update(deskMembers)
      .set({ revokedAt: now(), inviteTokenHash: null, updatedAt: now() })
      .where(eq(deskMembers.id, id));
    await endSessions(tx, member.userId, 'desk_revoked', now());
    await audit(
      deps,
      actor,
      {
        action: 'delete',
        resource: 'desk_members',
        resourceId: id,
        details: 'Revoked a desk member',
      },
      tx,
    );
  });
}
