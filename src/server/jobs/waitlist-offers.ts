import type { Deps } from '../context';
import { expireOffers } from '../modules/waitlist/waitlist-triggers';

/** ADR 101: waitlist offers past their hold expire and their slots go to the next person. */
export function expireWaitlistOffers(
  deps: Pick<Deps, 'db' | 'mailer' | 'now' | 'env' | 'log'>,
): Promise<number> {
  return expireOffers(deps);
}
