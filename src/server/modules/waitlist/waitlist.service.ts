import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import {
  doctors,
  familyMembers,
  users,
  waitlistEntries,
  waitlistOffers,
} from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { ApiError, notFound } from '#server/lib/errors';
import { clinicToday } from '#shared/domain/clinic-time';
import { lastBookableDate } from '#shared/domain/slots';
import { rangeProblem } from '#shared/domain/waitlist';
import { isId } from '#shared/schemas/common';
import type { PracticeKind } from '#shared/schemas/practice-kinds';
import { WAITLIST_MSG, type WaitlistEntry, type WaitlistJoinInput } from '#shared/schemas/waitlist';
import { ownFamilyMember } from '../family-members/family-member.view';
import { doctorsPractice, practicesOf } from '../scheduling/practices';
import { lockDoctorSlots } from '../scheduling/waitlist-holds';
import { getSettings } from '../settings/settings.service';
import { bookableDoctorName, type OfferDeps, offerOpenedSlots } from './waitlist-offers';

type Row = typeof waitlistEntries.$inferSelect;

/** The patient's entries as GET /waitlist answers them, with their place and live offer. */
async function viewEntries(db: DbOrTx, rows: Row[], now: Date): Promise<WaitlistEntry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [places, people, offers] = await Promise.all([
    db
      .select({
        id: waitlistEntries.id,
        // Everyone still waiting for the same doctor who joined earlier, plus one.
        place: sql<number>`(select count(*)::int + 1 from ${waitlistEntries} w
          where w.doctor_id = ${waitlistEntries.doctorId} and w.status = 'waiting'
          and (w.created_at, w.id) < (${waitlistEntries.createdAt}, ${waitlistEntries.id}))`,
        doctorId: doctors.id,
        doctorUserId: users.id,
        doctorName: users.name,
        specialization: doctors.specialization,
      })
      .from(waitlistEntries)
      .innerJoin(doctors, eq(doctors.id, waitlistEntries.doctorId))
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(inArray(waitlistEntries.id, ids)),
    db
      .select({
        id: familyMembers.id,
        name: familyMembers.name,
        relationship: familyMembers.relationship,
      })
      .from(familyMembers)
      .where(
        inArray(
          familyMembers.id,
          rows.flatMap((r) => (r.familyMemberId ? [r.familyMemberId] : [])),
        ),
      ),
    db
      .select()
      .from(waitlistOffers)
      .where(
        and(
          inArray(waitlistOffers.entryId, ids),
          eq(waitlistOffers.status, 'live'),
          gt(waitlistOffers.expiresAt, now),
        ),
      ),
  ]);
  return rows.map((r) => {
    const p = places.find((x) => x.id === r.id)!;
    const member = people.find((m) => m.id === r.familyMemberId);
    const offer = offers.find((o) => o.entryId === r.id);
    return {
      _id: r.id,
      id: r.id,
      doctor: {
        id: p.doctorId,
        userId: p.doctorUserId,
        name: p.doctorName,
        specialization: p.specialization,
      },
      familyMember: member ?? null,
      practiceId: r.practiceId,
      kind: r.kind,
      from: r.fromDate,
      to: r.toDate,
      status: r.status,
      place: r.status === 'waiting' ? p.place : 0,
      createdAt: r.createdAt.toISOString(),
      offer: offer
        ? {
            id: offer.id,
            startTime: offer.startTime.toISOString(),
            endTime: offer.endTime.toISOString(),
            expiresAt: offer.expiresAt.toISOString(),
          }
        : null,
    };
  });
}

/**
 * Where the entry waits (ADR 144): the doctor's practice named (400 when it is not theirs), with
 * its kind; else a kind the doctor has a practice of (400 when none); else anywhere.
 */
async function waitedPractice(
  db: DbOrTx,
  doctorId: string,
  input: Pick<WaitlistJoinInput, 'practiceId' | 'kind'>,
): Promise<{ practiceId: string | null; kind: PracticeKind | null }> {
  if (input.practiceId) {
    const practice = await doctorsPractice(db, doctorId, input.practiceId);
    return { practiceId: practice.id, kind: practice.kind };
  }
  if (!input.kind) return { practiceId: null, kind: null };
  if (!(await practicesOf(db, doctorId)).some((p) => p.kind === input.kind)) {
    throw new ApiError(400, WAITLIST_MSG.noKind, {
      errors: [{ path: 'kind', message: WAITLIST_MSG.noKind }],
    });
  }
  return { practiceId: null, kind: input.kind };
}

/** GET /waitlist: the patient's waiting entries, oldest first. */
export async function listWaitlist(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
): Promise<WaitlistEntry[]> {
  const rows = await deps.db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.patientId, actor.id), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return viewEntries(deps.db, rows, deps.now());
}

/**
 * POST /waitlist (ADR 101). One waiting entry per patient, person and doctor: joining again
 * answers that entry (created false) with the new range, keeping its place in the queue.
 */
export async function joinWaitlist(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
  input: WaitlistJoinInput,
): Promise<{ entry: WaitlistEntry; created: boolean }> {
  const { timezone } = await getSettings(deps.db);
  const now = deps.now();
  const problem = rangeProblem(input, clinicToday(now, timezone), lastBookableDate(now, timezone));
  if (problem) throw new ApiError(400, problem.message, { errors: [problem] });
  const { row, created } = await deps.db.transaction(async (tx) => {
    if (!(await bookableDoctorName(tx, input.doctorId))) throw notFound('Doctor');
    const doctor = { id: input.doctorId };
    const member = input.familyMemberId
      ? await ownFamilyMember(tx, actor.id, input.familyMemberId)
      : null;
    const where = await waitedPractice(tx, doctor.id, input);
    // Two joins at once (a replayed queue, two tabs) make one entry.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`waitlist:${actor.id}:${doctor.id}`}))`,
    );
    const same = and(
      eq(waitlistEntries.patientId, actor.id),
      eq(waitlistEntries.doctorId, doctor.id),
      member
        ? eq(waitlistEntries.familyMemberId, member.id)
        : isNull(waitlistEntries.familyMemberId),
      eq(waitlistEntries.status, 'waiting'),
    );
    const [existing] = await tx.select().from(waitlistEntries).where(same);
    if (existing) {
      const [updated] = await tx
        .update(waitlistEntries)
        .set({ fromDate: input.from, toDate: input.to, ...where })
        .where(eq(waitlistEntries.id, existing.id))
        .returning();
      return { row: updated, created: false };
    }
    const [inserted] = await tx
      .insert(waitlistEntries)
      .values({
        patientId: actor.id,
        familyMemberId: member?.id ?? null,
        doctorId: doctor.id,
        ...where,
        fromDate: input.from,
        toDate: input.to,
        createdAt: now,
      })
      .returning();
    return { row: inserted, created: true };
  });
  const [entry] = await viewEntries(deps.db, [row], now);
  return { entry, created };
}

/**
 * DELETE /waitlist/{id}: the patient leaves; someone else's entry is 404. A live offer is
 * withdrawn and its slot goes to the next person at once. Leaving again answers the entry.
 */
export async function leaveWaitlist(
  deps: OfferDeps,
  actor: UserActor,
  { id }: { id: string },
): Promise<WaitlistEntry> {
  if (!isId(id)) throw notFound('Waitlist entry');
  const mine = and(eq(waitlistEntries.id, id), eq(waitlistEntries.patientId, actor.id));
  const [found] = await deps.db.select().from(waitlistEntries).where(mine);
  if (!found) throw notFound('Waitlist entry');
  const now = deps.now();
  const { row, freed } = await deps.db.transaction(async (tx) => {
    // The doctor's lock first, as booking and offering take it, then the rows.
    await lockDoctorSlots(tx, found.doctorId);
    const [entry] = await tx.select().from(waitlistEntries).where(mine).for('update');
    if (entry.status !== 'waiting') return { row: entry, freed: [] };
    const [left] = await tx
      .update(waitlistEntries)
      .set({ status: 'left', endedAt: now })
      .where(eq(waitlistEntries.id, id))
      .returning();
    const withdrawn = await tx
      .update(waitlistOffers)
      .set({ status: 'withdrawn' })
      .where(and(eq(waitlistOffers.entryId, id), eq(waitlistOffers.status, 'live')))
      .returning();
    return { row: left, freed: withdrawn };
  });
  await offerOpenedSlots(
    deps,
    freed.map((o) => ({ doctorId: o.doctorId, start: o.startTime, end: o.endTime })),
  );
  const [entry] = await viewEntries(deps.db, [row], now);
  return entry;
}
