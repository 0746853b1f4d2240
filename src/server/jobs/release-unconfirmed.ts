import type { Deps } from '../context';
import { releaseStaleHolds } from '../modules/scheduling/holds';
import { offerOpenedSlots } from '../modules/waitlist/waitlist-offers';

/**
 * ADR 007: an initiated booking not confirmed within 15 minutes releases its slot. Availability and
 * booking already treat such holds as free; this job makes the release visible in the data
 * (status cancelled, reason 'Booking not confirmed in time'), and offers each released slot to
 * the waitlist (ADR 101).
 */
export async function releaseUnconfirmed(
  deps: Pick<Deps, 'db' | 'mailer' | 'now' | 'env' | 'log'>,
): Promise<number> {
  const released = await releaseStaleHolds(deps.db, deps.now());
  await offerOpenedSlots(deps, released);
  return released.length;
}
