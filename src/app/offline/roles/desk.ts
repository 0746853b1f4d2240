import type { CollectionSource } from '../types';

/**
 * The front desk's mirrored collections (role-collections.ts): none yet. The practice's day on
 * the device comes with the desk's offline slice (issue 42); until then its screens read online.
 */
export const COLLECTIONS: readonly CollectionSource[] = [];
