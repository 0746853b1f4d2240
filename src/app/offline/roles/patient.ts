import { familyMembers } from '../collections/family-members';
import { reviews } from '../collections/reviews';
import { visits } from '../collections/visits';
import { waitlist } from '../collections/waitlist';
import type { CollectionSource } from '../types';
import { CARE } from './care';

/** The patient's mirrored collections (role-collections.ts). */
export const COLLECTIONS: readonly CollectionSource[] = [
  ...CARE,
  reviews,
  familyMembers,
  visits,
  waitlist,
];
