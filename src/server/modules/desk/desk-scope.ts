import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import {
  deskMemberPractices,
  deskMembers,
  doctorPractices,
  doctors,
  users,
} from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { forbidden, notFound } from '#server/lib/errors';
import type { DeskPractice } from '#shared/schemas/desk';
import { ownDoctorId } from '../doctors/doctors.service';

/**
 * The practices a desk account works at (ADR 154): those of its accepted, unrevoked places, with
 * their doctors. Everything the desk reads or changes is checked against this, on every request.
 */
export async function deskPractices(db: DbOrTx, userId: string): Promise<DeskPractice[]> {
  const rows = await db
    .select({
      id: doctorPractices.id,
      name: doctorPractices.name,
      location: doctorPractices.location,
      fee: doctorPractices.fee,
      doctorId: doctors.id,
      doctorName: users.name,
    })
    .from(deskMembers)
    .innerJoin(deskMemberPractices, eq(deskMemberPractices.memberId, deskMembers.id))
    .innerJoin(doctorPractices, eq(doctorPractices.id, deskMemberPractices.practiceId))
    .innerJoin(doctors, eq(doctors.id, deskMembers.doctorId))
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(
      and(
        eq(deskMembers.userId, userId),
        isNotNull(deskMembers.acceptedAt),
        isNull(deskMembers.revokedAt),
      ),
    )
    .orderBy(users.name, doctorPractices.position);
  return rows.map(({ location, ...practice }) => ({ ...practice, city: location?.city ?? '' }));
}

/**
 * The practice a request names, when the caller may see its day: a desk member working there,
 * or the doctor whose practice it is. Anyone else's practice is 404, so ids reveal nothing.
 */
export async function practiceInScope(
  db: DbOrTx,
  actor: UserActor,
  practiceId: string,
): Promise<DeskPractice> {
  if (actor.role === 'desk') {
    const practice = (await deskPractices(db, actor.id)).find((p) => p.id === practiceId);
    if (!practice) throw notFound('Practice');
    return practice;
  }
  if (actor.role !== 'doctor') throw forbidden();
  const doctorId = await ownDoctorId(db, actor.id);
  const [row] = await db
    .select({
      id: doctorPractices.id,
      name: doctorPractices.name,
      location: doctorPractices.location,
      fee: doctorPractices.fee,
    })
    .from(doctorPractices)
    .where(and(eq(doctorPractices.id, practiceId), eq(doctorPractices.doctorId, doctorId)));
  if (!row) throw notFound('Practice');
  return {
    id: row.id,
    name: row.name,
    city: row.location?.city ?? '',
    doctorId,
    doctorName: actor.name,
    fee: row.fee,
  };
}
