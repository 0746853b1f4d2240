import { and, eq, lte } from 'drizzle-orm';
import { waitlistOffers } from '#server/db/schema/index';
import { clinicToday } from '#shared/domain/clinic-time';
import {
  candidateSlots,
  type Interval,
  lastBookableDate,
  type WeeklyInterval,
} from '#shared/domain/slots';
import { weeklyHours } from '../scheduling/occupancy';
import { lockDoctorSlots } from '../scheduling/waitlist-holds';
import { getSettings } from '../settings/settings.service';
import {
  type OfferDeps,
  type OpenedSlot,
  offerOpenedSlots,
  offerSlotIn,
  waitedDates,
} from './waitlist-offers';

/** Offers a freed appointment slot: a cancellation, a reschedule away, a released hold. */
export const offerFreedSlot = (deps: OfferDeps, doctorId: string, slot: Interval) =>
  offerOpenedSlots(deps, [{ doctorId, start: slot.start, end: slot.end }]);

/** The bookable window's clinic dates, clipped to [from, to], on which someone waits. */
async function waitedWindow(deps: OfferDeps, doctorId: string, from?: string, to?: string) {
  const { timezone } = await getSettings(deps.db);
  const today = clinicToday(deps.now(), timezone);
  const last = lastBookableDate(deps.now(), timezone);
  const dates = await waitedDates(
    deps.db,
    doctorId,
    from && from > today ? from : today,
    to && to < last ? to : last,
  );
  return { dates, timezone };
}

/**
 * The doctor's weekly hours changed (new hours, a slot opened): the slots the new hours have and
 * `before` did not, on dates someone waits for, are offered.
 */
export async function offerNewHours(
  deps: OfferDeps,
  doctorId: string,
  before: readonly WeeklyInterval[],
): Promise<number> {
  const after = await weeklyHours(deps.db, doctorId);
  const { dates, timezone } = await waitedWindow(deps, doctorId);
  const slots: OpenedSlot[] = [];
  for (const date of dates) {
    const had = new Set(candidateSlots(before, date, timezone).map((s) => s.start.getTime()));
    for (const s of candidateSlots(after, date, timezone)) {
      if (!had.has(s.start.getTime())) slots.push({ doctorId, ...s });
    }
  }
  return offerOpenedSlots(deps, slots);
}

/** Time off from `from` to `to` was removed: that range's slots are offered. */
export async function offerFreedDays(
  deps: OfferDeps,
  doctorId: string,
  from: string,
  to: string,
): Promise<number> {
  const weekly = await weeklyHours(deps.db, doctorId);
  const { dates, timezone } = await waitedWindow(deps, doctorId, from, to);
  const slots = dates.flatMap((date) =>
    candidateSlots(weekly, date, timezone).map((s) => ({ doctorId, ...s })),
  );
  return offerOpenedSlots(deps, slots);
}

/**
 * The job (every minute): live offers past their expiry become expired and each slot goes to
 * the next person in line. Once only with several servers (ADR 101): per doctor, under the
 * doctor's booking lock, the due offers are claimed with FOR UPDATE SKIP LOCKED and the next
 * offer is made in the same transaction, so a crash leaves neither half done. Answers how many
 * offers expired.
 */
export async function expireOffers(deps: OfferDeps): Promise<number> {
  const settings = await getSettings(deps.db);
  const due = await deps.db
    .selectDistinct({ doctorId: waitlistOffers.doctorId })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.status, 'live'), lte(waitlistOffers.expiresAt, deps.now())));
  let expired = 0;
  for (const { doctorId } of due) {
    const { count, mails } = await deps.db.transaction(async (tx) => {
      await lockDoctorSlots(tx, doctorId);
      const claimed = await tx
        .select()
        .from(waitlistOffers)
        .where(
          and(
            eq(waitlistOffers.doctorId, doctorId),
            eq(waitlistOffers.status, 'live'),
            lte(waitlistOffers.expiresAt, deps.now()),
          ),
        )
        .orderBy(waitlistOffers.startTime)
        .for('update', { skipLocked: true });
      const out: (() => Promise<void>)[] = [];
      for (const offer of claimed) {
        await tx
          .update(waitlistOffers)
          .set({ status: 'expired' })
          .where(eq(waitlistOffers.id, offer.id));
        const slot = { doctorId, start: offer.startTime, end: offer.endTime };
        const mail = await offerSlotIn(tx, deps, slot, settings);
        if (mail) out.push(mail);
      }
      return { count: claimed.length, mails: out };
    });
    // Notifications' e-mail only after the commit.
    for (const mail of mails) await mail();
    expired += count;
  }
  return expired;
}
