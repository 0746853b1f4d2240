import { and, eq, ilike, isNull, max, or, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { DbOrTx, Tx } from '#server/db/client';
import { appointments, deskPeople } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { notFound } from '#server/lib/errors';
import { likePattern } from '#server/lib/like';
import { ageOn } from '#shared/domain/date-only';
import { normalizePhone } from '#shared/domain/phone-number';
import { clinicDate } from '#shared/domain/slots';
import { DESK_PEOPLE_MAX, type DeskPerson } from '#shared/schemas/desk-walk-in';
import { audit } from '../audit/audit.service';
import { getSettings } from '../settings/settings.service';
import { practiceInScope } from './desk-scope';

type Found = { id: string; doctorId: string; mergedInto: string | null };

/** A person of any doctor's register, by id: the caller checks it is its doctor's. */
export async function personInRegister(db: DbOrTx, id: string): Promise<Found | undefined> {
  const [row] = await db
    .select({ id: deskPeople.id, doctorId: deskPeople.doctorId, mergedInto: deskPeople.mergedInto })
    .from(deskPeople)
    .where(eq(deskPeople.id, id));
  return row;
}

/**
 * The person who stands for `found` in `doctorId`'s register: itself, or the one it was merged
 * into (a registration queued before a merge reaches the kept person). Another doctor's is 404.
 */
export async function livePerson(db: DbOrTx, doctorId: string, found: Found): Promise<string> {
  let person: Found | undefined = found;
  for (let hops = 0; person?.mergedInto && hops < 10; hops++) {
    person = await personInRegister(db, person.mergedInto);
  }
  if (!person || person.doctorId !== doctorId || person.mergedInto) {
    throw notFound('Patient');
  }
  return person.id;
}

/**
 * `GET /api/desk/people`: returning walk-ins of the practice's doctor, by phone (a number as
 * typed, or a part of its digits) or by a part of the name; the latest seen first, at most 20.
 * One phone may be a family's: each person is listed, and the desk picks.
 */
export async function searchPeople(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
  query: { practiceId: string; q: string },
): Promise<{ people: DeskPerson[] }> {
  const { db, now } = deps;
  const scope = await practiceInScope(db, actor, query.practiceId);
  const { timezone } = await getSettings(db);
  const digits = query.q.replace(/[\s()-]/g, '');
  const phone = /^\+?\d{4,}$/.test(digits) ? (normalizePhone(query.q) ?? digits) : null;
  const lastVisit = max(appointments.startTime);
  const rows = await db
    .select({ person: deskPeople, lastVisit })
    .from(deskPeople)
    .leftJoin(appointments, eq(appointments.deskPersonId, deskPeople.id))
    .where(
      and(
        eq(deskPeople.doctorId, scope.doctorId),
        isNull(deskPeople.mergedInto),
        phone
          ? ilike(deskPeople.phone, likePattern(phone.replace(/^0/, '')))
          : or(
              ilike(deskPeople.name, likePattern(query.q)),
              ilike(deskPeople.guardianName, likePattern(query.q)),
            ),
      ),
    )
    .groupBy(deskPeople.id)
    .orderBy(sql`${lastVisit} desc nulls last`, deskPeople.name)
    .limit(DESK_PEOPLE_MAX);
  const today = clinicDate(now(), timezone);
  return { people: rows.map((r) => toPerson(r.person, r.lastVisit, today)) };
}

export function toPerson(
  p: typeof deskPeople.$inferSelect,
  lastVisit: Date | null,
  today: string,
): DeskPerson {
  return {
    id: p.id,
    name: p.name,
    phone: p.phone,
    sex: p.sex,
    age: ageOn(p.dateOfBirth, today),
    dateOfBirth: p.dateOfBirth,
    dateOfBirthEstimated: p.dateOfBirthEstimated,
    guardianName: p.guardianName,
    lastVisit: lastVisit ? new Date(lastVisit).toISOString() : null,
  };
}

/**
 * `POST /api/desk/people/merge` (ADR 157): two entries of one person (two desks registered them
 * offline) become one. `mergeId`'s visits move to `keepId`, and `mergeId` points at it, out of
 * searches; a registration still queued for it reaches `keepId`. A repeat changes nothing.
 */
export async function mergePeople(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
  input: { practiceId: string; keepId: string; mergeId: string },
): Promise<{ person: DeskPerson }> {
  const { db, now } = deps;
  const scope = await practiceInScope(db, actor, input.practiceId);
  const { timezone } = await getSettings(db);
  const kept = await db.transaction(async (tx: Tx) => {
    const keep = await personInRegister(tx, input.keepId);
    const merge = await personInRegister(tx, input.mergeId);
    if (!keep || !merge) throw notFound('Patient');
    const keepId = await livePerson(tx, scope.doctorId, keep);
    if (merge.doctorId !== scope.doctorId) throw notFound('Patient');
    if (merge.mergedInto === keepId) return keepId;
    const mergeId = await livePerson(tx, scope.doctorId, merge);
    if (mergeId === keepId) return keepId;
    const at = now();
    await tx
      .update(deskPeople)
      .set({ mergedInto: keepId, updatedAt: at })
      .where(eq(deskPeople.id, mergeId));
    await tx
      .update(appointments)
      .set({ deskPersonId: keepId, updatedAt: at })
      .where(eq(appointments.deskPersonId, mergeId));
    await audit(
      deps,
      actor,
      {
        action: 'update',
        resource: 'desk_people',
        resourceId: keepId,
        details: `Merged walk-in patient ${mergeId} into this one, by ${actor.name}`,
      },
      tx,
    );
    return keepId;
  });
  const [row] = await db
    .select({ person: deskPeople, lastVisit: max(appointments.startTime) })
    .from(deskPeople)
    .leftJoin(appointments, eq(appointments.deskPersonId, deskPeople.id))
    .where(eq(deskPeople.id, kept))
    .groupBy(deskPeople.id);
  return { person: toPerson(row!.person, row!.lastVisit, clinicDate(now(), timezone)) };
}
