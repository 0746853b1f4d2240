import { deskDays } from '../collections/desk-days';
import type { CollectionSource } from '../types';

/**
 * The front desk's mirrored collections (role-collections.ts): the days around today of every
 * practice it works, so /desk opens and works with no signal (issue 42, ADR 154).
 */
export const COLLECTIONS: readonly CollectionSource[] = [deskDays];
