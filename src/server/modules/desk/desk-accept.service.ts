import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import {
  deskMemberPractices,
  deskMembers,
  doctorPractices,
  doctors,
  users,
} from '#server/db/schema/index';
import type { Actor } from '#server/lib/actor';
import { ApiError } from '#server/lib/errors';
import { hashPassword, verifyPassword } from '#server/lib/password';
import { DESK_MSG, type DeskAcceptInput, type DeskInvitation } from '#shared/schemas/desk';
import { audit } from '../audit/audit.service';
import { hashToken } from '../auth/auth.service';
import { limits, releaseAttempt, takeAttempt } from '../auth/rate-limit';

const invalidInvitation = () =>
  new ApiError(400, DESK_MSG.invalidInvitation, { code: 'INVALID_DESK_INVITATION' });

/** The member and account an unused, unexpired, unrevoked invitation link names. */
async function openInvitation(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select({ member: deskMembers, user: users })
    .from(deskMembers)
    .innerJoin(users, eq(users.id, deskMembers.userId))
    .where(
      and(
        eq(deskMembers.inviteTokenHash, hashToken(token)),
        isNull(deskMembers.acceptedAt),
        isNull(deskMembers.revokedAt),
        gt(deskMembers.inviteExpiresAt, now),
      ),
    );
  if (!row || row.user.status === 'blocked') throw invalidInvitation();
  return row;
}

/** What the link's page shows: who invites, to which practices, and whether a password exists. */
export async function readInvitation(
  deps: Pick<Deps, 'db' | 'now'>,
  token: string,
): Promise<DeskInvitation> {
  const { member, user } = await openInvitation(deps.db, token, deps.now());
  const [doctor] = await deps.db
    .select({ name: users.name })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(doctors.id, member.doctorId));
  const practices = await deps.db
    .select({ name: doctorPractices.name })
    .from(deskMemberPractices)
    .innerJoin(doctorPractices, eq(doctorPractices.id, deskMemberPractices.practiceId))
    .where(eq(deskMemberPractices.memberId, member.id))
    .orderBy(doctorPractices.position);
  return {
    name: user.name,
    email: user.email,
    doctorName: doctor?.name ?? '',
    practices: practices.map((p) => p.name),
    hasAccount: user.passwordHash !== '',
  };
}

/**
 * Accepting once (ADR 154): a new account takes the password chosen here; an account that has
 * one already (another doctor's desk) proves it. Wrong passwords count like failed sign-ins.
 */
export async function acceptInvitation(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  input: DeskAcceptInput,
): Promise<{ email: string }> {
  const { db, now } = deps;
  const { member, user } = await openInvitation(db, input.token, now());
  const hasAccount = user.passwordHash !== '';
  if (hasAccount) {
    const attempt = await takeAttempt(
      db,
      limits('desk-accept', user.email, actor.ip ?? 'unknown'),
      now(),
    );
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      throw new ApiError(400, DESK_MSG.wrongPassword, {
        errors: [{ path: 'password', message: DESK_MSG.wrongPassword }],
      });
    }
    await releaseAttempt(db, attempt);
  }
  const passwordHash = hasAccount ? user.passwordHash : await hashPassword(input.password);
  const accepted = await db.transaction(async (tx) => {
    // One conditional update accepts, so two tabs accepting at once accept once.
    const [done] = await tx
      .update(deskMembers)
      .set({ acceptedAt: now(), inviteTokenHash: null, updatedAt: now() })
      .where(and(eq(deskMembers.id, member.id), isNull(deskMembers.acceptedAt)))
      .returning({ id: deskMembers.id });
    if (!done) return false;
    if (!hasAccount) {
      await tx
        .update(users)
        .set({ passwordHash, status: 'active', emailVerifiedAt: now(), updatedAt: now() })
        .where(eq(users.id, user.id));
    }
    await audit(
      deps,
      { ...actor, id: user.id, name: user.name, role: 'desk' },
      {
        action: 'update',
        resource: 'desk_members',
        resourceId: member.id,
        details: 'Accepted a front desk invitation',
      },
      tx,
    );
    return true;
  });
  if (!accepted) throw invalidInvitation();
  return { email: user.email };
}
