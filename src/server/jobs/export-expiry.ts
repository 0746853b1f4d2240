import type { Deps } from '../context';
import { dropExpiredExports } from '../modules/account/account-export.service';

/** How often expired data-export archives are emptied (ADR 109: a link lives 15 minutes). */
export const EXPORT_EXPIRY_EVERY_MS = 60_000;

/** Data-export archives whose 15 minutes ended leave the database (ADR 109). */
export function expireExports(deps: Pick<Deps, 'db' | 'now'>): Promise<number> {
  return dropExpiredExports(deps);
}
