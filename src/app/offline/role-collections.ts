import type { Role } from '#shared/schemas/user';
import type { CollectionSource } from './types';

type Load = () => Promise<readonly CollectionSource[]>;

/**
 * Each role's mirrored collections, one module per role (roles/), loaded for the signed-in role
 * only (ADR 122): a patient's start never downloads the doctor's collections, nor a doctor's the
 * patient's, and it asks for one module, not one per collection (ADR 124). Each collection also
 * names its roles (ADR 087); a test keeps the two in step.
 */
export const ROLE_COLLECTIONS: Record<Role, Load> = {
  patient: () => import('./roles/patient').then((m) => m.COLLECTIONS),
  doctor: () => import('./roles/doctor').then((m) => m.COLLECTIONS),
  admin: () => import('./roles/admin').then((m) => m.COLLECTIONS),
  desk: () => import('./roles/desk').then((m) => m.COLLECTIONS),
};

/**
 * The collections of `role` (every role's when none is given). A role the app does not know,
 * or none ('': the user signed out before the start ran), has none.
 */
export async function collectionsFor(role?: string): Promise<CollectionSource[]> {
  const loads =
    role !== undefined
      ? [ROLE_COLLECTIONS[role as Role]].filter(Boolean)
      : Object.values(ROLE_COLLECTIONS);
  return [...new Set((await Promise.all(loads.map((load) => load()))).flat())];
}
