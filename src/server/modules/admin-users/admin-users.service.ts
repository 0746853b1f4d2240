import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import { deskMembers, doctors, users } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { ApiError, notFound } from '#server/lib/errors';
import { likePattern } from '#server/lib/like';
import {
  ADMIN_MSG,
  type AdminUsersQuery,
  type UserStatusChange,
} from '#shared/schemas/admin-records';
import { isId } from '#shared/schemas/common';
import type { User } from '#shared/schemas/user';
import { audit } from '../audit/audit.service';
import { endSessions, toUser } from '../auth/auth.service';

/** `displayStatus` of #shared/domain/user-status in SQL, so the filter and the screen agree. */
const shownStatus = sql<string>`case when ${users.status} <> 'blocked' and ${users.role} = 'doctor' and not ${users.isVerified} then 'pending' else ${users.status} end`;

/** Every user the filters match, newest first (the CSV export takes them all too). */
export async function listUsers(db: DbOrTx, query: AdminUsersQuery): Promise<User[]> {
  const where: SQL[] = [];
  if (query.role !== 'all') where.push(eq(users.role, query.role));
  if (query.status !== 'all') where.push(sql`${shownStatus} = ${query.status}`);
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(or(ilike(users.name, pattern), ilike(users.email, pattern)) as SQL);
  }
  const rows = await db
    .select({ user: users, doctor: doctors })
    .from(users)
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(and(...where))
    .orderBy(desc(users.createdAt), desc(users.id));
  const desks = await deskDoctorsOf(
    db,
    rows.filter((r) => r.user.role === 'desk').map((r) => r.user.id),
  );
  return rows.map((r) => {
    const user = toUser(r.user, r.doctor);
    return r.user.role === 'desk' ? { ...user, deskDoctors: desks.get(r.user.id) ?? [] } : user;
  });
}

/** The doctors each desk account works for now (ADR 154), by name. */
async function deskDoctorsOf(db: DbOrTx, userIds: string[]) {
  const byUser = new Map<string, string[]>();
  if (!userIds.length) return byUser;
  const doctorUsers = alias(users, 'desk_doctor_users');
  const rows = await db
    .select({ userId: deskMembers.userId, name: doctorUsers.name })
    .from(deskMembers)
    .innerJoin(doctors, eq(doctors.id, deskMembers.doctorId))
    .innerJoin(doctorUsers, eq(doctorUsers.id, doctors.userId))
    .where(and(inArray(deskMembers.userId, userIds), isNull(deskMembers.revokedAt)))
    .orderBy(doctorUsers.name);
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.name]);
  return byUser;
}

/**
 * PUT /admin/users/{id}/status. Blocking ends the user's open sessions in the same transaction,
 * so their next request answers 401 (ADR 014); unblocking does not revive them. An administrator
 * may not change their own status: blocking oneself would lock the clinic out of its admin area.
 */
export async function changeUserStatus(
  deps: Deps,
  admin: UserActor,
  { id, ...input }: { id: string } & UserStatusChange,
): Promise<User> {
  const { db, now } = deps;
  if (!isId(id)) throw notFound('User');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ user: users, doctor: doctors })
      .from(users)
      .leftJoin(doctors, eq(doctors.userId, users.id))
      .where(eq(users.id, id))
      .for('update', { of: users });
    if (!row) throw notFound('User');
    if (row.user.id === admin.id)
      throw new ApiError(409, ADMIN_MSG.ownStatus, { code: 'OWN_STATUS' });
    const from = row.user.status;
    if (from === input.status) return toUser(row.user, row.doctor);
    const [updated] = await tx
      .update(users)
      .set({ status: input.status, updatedAt: now() })
      .where(eq(users.id, id))
      .returning();
    if (input.status === 'blocked') await endSessions(tx, id, 'blocked', now());
    await audit(
      deps,
      admin,
      {
        action: 'status_change',
        resource: 'user',
        resourceId: id,
        details: `${row.user.email}: ${from} → ${input.status}`,
      },
      tx,
    );
    return toUser(updated!, row.doctor);
  });
}
