import type { Deps } from '../context';
import { expireAppointments } from '../modules/expiry/expiry.service';

/** ADR 007's automatic expiry check; the scheduler runs it on one server at a time. */
export function expireDue(
  deps: Pick<Deps, 'db' | 'mailer' | 'now' | 'env' | 'log' | 'calls'>,
): Promise<number> {
  return expireAppointments(deps);
}
