import type { Deps } from '../context';
import { releaseStaleHolds } from '../modules/scheduling/holds';

/**
 * ADR 007: an initiated booking not confirmed within 15 minutes releases its slot. Availability and
 * booking already treat such holds as free; this job makes the release visible in the data
 * (status cancelled, reason 'Booking not confirmed in time').
 */
export async function releaseUnconfirmed(deps: Pick<Deps, 'db' | 'now'>): Promise<number> {
  return releaseStaleHolds(deps.db, deps.now());
}
