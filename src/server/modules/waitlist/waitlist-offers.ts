import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { DbOrTx, Tx } from '#server/db/client';
import {
  doctorPractices,
  doctors,
  familyMembers,
  users,
  waitlistEntries,
  waitlistOffers,
} from '#server/db/schema/index';
import { shiftDate } from '#shared/domain/date-only';
import { notificationData } from '#shared/domain/notification-texts';
import {
  checkSlot,
  clinicDate,
  type Interval,
  slotPractice,
  type WeeklyInterval,
} from '#shared/domain/slots';
import { nextInLine } from '#shared/domain/waitlist';
import type { PracticeKind } from '#shared/schemas/practice-kinds';
import type { Settings } from '#shared/schemas/settings';
import { recordNotification } from '../notifications/notifications.service';
import { loadSlotContext } from '../scheduling/occupancy';
import { lockDoctorSlots } from '../scheduling/waitlist-holds';
import { getSettings } from '../settings/settings.service';

export type OfferDeps = Pick<Deps, 'db' | 'mailer' | 'now' | 'env' | 'log'>;
/** A slot of one doctor that may have become free. */
export type OpenedSlot = Interval & { doctorId: string };

/** Waiting entries of a doctor that hold no live offer (an entry holds at most one). */
function waitingWithoutOffer(db: DbOrTx, doctorId: string) {
  return db
    .select({
      id: waitlistEntries.id,
      from: waitlistEntries.fromDate,
      to: waitlistEntries.toDate,
      createdAt: waitlistEntries.createdAt,
      patientId: waitlistEntries.patientId,
      familyMemberId: waitlistEntries.familyMemberId,
      practiceId: waitlistEntries.practiceId,
      kind: waitlistEntries.kind,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.doctorId, doctorId),
        eq(waitlistEntries.status, 'waiting'),
        sql`not exists (select 1 from ${waitlistOffers} o where o.entry_id = ${waitlistEntries.id} and o.status = 'live')`,
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** The practice whose hours hold the slot, with its kind; null when none does. */
async function slotPracticeIn(
  db: DbOrTx,
  weekly: readonly WeeklyInterval[],
  slot: Interval,
  zone: string,
) {
  const id = slotPractice(weekly, slot.start, slot.end, zone);
  if (!id) return null;
  const [practice] = await db
    .select({ id: doctorPractices.id, kind: doctorPractices.kind })
    .from(doctorPractices)
    .where(eq(doctorPractices.id, id));
  return practice ?? null;
}

/**
 * ADR 144: an entry for one practice waits for that practice's slots; one for a kind, for the
 * slots of any practice of that kind; one for neither, for any slot.
 */
function waitsAt(
  entry: { practiceId: string | null; kind: PracticeKind | null },
  at: { id: string; kind: PracticeKind } | null,
): boolean {
  if (entry.practiceId) return at?.id === entry.practiceId;
  if (entry.kind) return at?.kind === entry.kind;
  return true;
}

/** The doctor's name and user id when patients may book them now (verified, not blocked). */
export async function bookableDoctorName(db: DbOrTx, doctorId: string) {
  const [row] = await db
    .select({ name: users.name, userId: users.id })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(
      and(
        eq(doctors.id, doctorId),
        eq(doctors.verificationStatus, 'verified'),
        ne(users.status, 'blocked'),
      ),
    );
  return row;
}

/**
 * Offers one slot, in `tx` (which may already hold the doctor's lock): when the slot is in the
 * future, free to anyone (not booked, no live offer, the day not full) and someone waits whose
 * range covers its clinic date and who was not offered it before, that first person gets an
 * offer until now + waitlistOfferMinutes and a WAITLIST_OFFER notification. Answers the
 * notification's after-commit step, or null when no one was offered the slot.
 */
export async function offerSlotIn(
  tx: Tx,
  deps: OfferDeps,
  slot: OpenedSlot,
  settings: Settings,
): Promise<(() => Promise<void>) | null> {
  const now = deps.now();
  if (slot.start <= now) return null;
  await lockDoctorSlots(tx, slot.doctorId);
  const doctor = await bookableDoctorName(tx, slot.doctorId);
  if (!doctor) return null;
  const date = clinicDate(slot.start, settings.timezone);
  const [live] = await tx
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.doctorId, slot.doctorId),
        eq(waitlistOffers.startTime, slot.start),
        eq(waitlistOffers.status, 'live'),
      ),
    );
  if (live) return null;
  const ctx = await loadSlotContext(tx, slot.doctorId, date, now, settings);
  if (checkSlot(ctx, slot.start, slot.end)) return null;
  const at = await slotPracticeIn(tx, ctx.weekly, slot, settings.timezone);
  const entries = (await waitingWithoutOffer(tx, slot.doctorId)).filter(
    (e) => e.from <= date && date <= e.to && waitsAt(e, at),
  );
  if (entries.length === 0) return null;
  const before = await tx
    .select({ entryId: waitlistOffers.entryId })
    .from(waitlistOffers)
    .where(
      and(eq(waitlistOffers.doctorId, slot.doctorId), eq(waitlistOffers.startTime, slot.start)),
    );
  const entry = nextInLine(entries, date, new Set(before.map((o) => o.entryId)));
  if (!entry) return null;
  const expiresAt = new Date(now.getTime() + settings.waitlistOfferMinutes * 60_000);
  await tx.insert(waitlistOffers).values({
    entryId: entry.id,
    doctorId: slot.doctorId,
    startTime: slot.start,
    endTime: slot.end,
    expiresAt,
    createdAt: now,
  });
  const [patient] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, entry.patientId));
  const [member] = entry.familyMemberId
    ? await tx
        .select({ name: familyMembers.name })
        .from(familyMembers)
        .where(eq(familyMembers.id, entry.familyMemberId))
    : [];
  const data = notificationData('WAITLIST_OFFER', {
    doctorName: doctor.name,
    patientName: member?.name ?? patient.name,
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    expires: expiresAt.toISOString(),
    doctorId: slot.doctorId,
    doctorUserId: doctor.userId,
  });
  return recordNotification(
    deps,
    { userId: entry.patientId, email: patient.email, data, timeZone: settings.timezone },
    tx,
  );
}

/**
 * Offers slots that may have opened (a cancellation, a reschedule away, a released hold, new
 * hours), each in its own transaction; stops once no one waits without an offer. Answers how
 * many were offered.
 */
export async function offerOpenedSlots(
  deps: OfferDeps,
  slots: readonly OpenedSlot[],
): Promise<number> {
  // A past slot opens for no one (the expiry of appointments that have ended).
  const future = slots.filter((s) => s.start > deps.now());
  if (future.length === 0) return 0;
  const settings = await getSettings(deps.db);
  const byStart = [...future].sort((a, b) => a.start.getTime() - b.start.getTime());
  const left = new Map<string, number>();
  let offered = 0;
  for (const slot of byStart) {
    if (!left.has(slot.doctorId)) {
      left.set(slot.doctorId, (await waitingWithoutOffer(deps.db, slot.doctorId)).length);
    }
    if (left.get(slot.doctorId) === 0) continue;
    const mail = await deps.db.transaction((tx) => offerSlotIn(tx, deps, slot, settings));
    if (!mail) continue;
    await mail();
    offered++;
    left.set(slot.doctorId, left.get(slot.doctorId)! - 1);
  }
  return offered;
}

/** The clinic dates on which someone waits for the doctor, from `from` to `to`, soonest first. */
export async function waitedDates(db: DbOrTx, doctorId: string, from: string, to: string) {
  const rows = await db
    .select({ from: waitlistEntries.fromDate, to: waitlistEntries.toDate })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.doctorId, doctorId),
        eq(waitlistEntries.status, 'waiting'),
        lte(waitlistEntries.fromDate, to),
        gte(waitlistEntries.toDate, from),
      ),
    );
  const dates = new Set<string>();
  for (const r of rows) {
    for (let d = r.from < from ? from : r.from; d <= r.to && d <= to; d = shiftDate(d, 1)) {
      dates.add(d);
    }
  }
  return [...dates].sort();
}
