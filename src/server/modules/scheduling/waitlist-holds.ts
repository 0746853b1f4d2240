import { and, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { waitlistEntries, waitlistOffers } from '#server/db/schema/index';
import type { Interval } from '#shared/domain/slots';

/**
 * The per-doctor lock that booking and the waitlist's offers take (ADR 101): an offer and a
 * booking of the same doctor never interleave, so neither sees a slot free while the other takes
 * it. Held until the transaction ends.
 */
export const lockDoctorSlots = (tx: DbOrTx, doctorId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:${doctorId}`}))`);

/**
 * Who is booking: a slot offered from the waitlist is free for its entry's patient and person
 * (ADR 101). `familyMemberId` undefined: any person of the account (the availability a signed-in
 * patient reads); null: the account holder; an id: that member.
 */
export type Holder = { patientId: string; familyMemberId?: string | null };

const isTheirs = (
  held: { patientId: string; familyMemberId: string | null },
  holder: Holder | undefined,
) =>
  !!holder &&
  held.patientId === holder.patientId &&
  (holder.familyMemberId === undefined || held.familyMemberId === holder.familyMemberId);

/** A doctor's live offers matching `where`, with whom each is held for. */
const liveOffers = (db: DbOrTx, doctorId: string, where: SQL | undefined) =>
  db
    .select({
      id: waitlistOffers.id,
      entryId: waitlistOffers.entryId,
      startTime: waitlistOffers.startTime,
      endTime: waitlistOffers.endTime,
      patientId: waitlistEntries.patientId,
      familyMemberId: waitlistEntries.familyMemberId,
    })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(and(eq(waitlistOffers.doctorId, doctorId), eq(waitlistOffers.status, 'live'), where));

/**
 * The doctor's slots in [range.start, range.end) held by a live, unexpired waitlist offer for
 * someone other than `holder`: busy for them, as a booked slot is.
 */
export async function heldForOthers(
  db: DbOrTx,
  doctorId: string,
  range: Interval,
  now: Date,
  holder?: Holder,
): Promise<Interval[]> {
  const rows = await liveOffers(
    db,
    doctorId,
    and(
      gt(waitlistOffers.expiresAt, now),
      lt(waitlistOffers.startTime, range.end),
      gt(waitlistOffers.endTime, range.start),
    ),
  );
  return rows
    .filter((r) => !isTheirs(r, holder))
    .map((r) => ({ start: r.startTime, end: r.endTime }));
}

/**
 * The holder booked (or moved an appointment onto) the slot offered to them: the offer is taken
 * and the entry booked, in the booking's transaction. Also after the offer's expiry, so long as
 * the job has not yet passed it on. Answers whether an offer was taken.
 */
export async function takeOffer(
  tx: DbOrTx,
  slot: { doctorId: string; start: Date },
  holder: Required<Holder>,
  now: Date,
): Promise<boolean> {
  const [offer] = await liveOffers(tx, slot.doctorId, eq(waitlistOffers.startTime, slot.start)).for(
    'update',
  );
  if (!offer || !isTheirs(offer, holder)) return false;
  await tx.update(waitlistOffers).set({ status: 'taken' }).where(eq(waitlistOffers.id, offer.id));
  await tx
    .update(waitlistEntries)
    .set({ status: 'booked', endedAt: now })
    .where(eq(waitlistEntries.id, offer.entryId));
  return true;
}
