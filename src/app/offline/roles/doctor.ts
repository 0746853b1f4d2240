import { doctorReviews } from '../collections/doctor-reviews';
import { patients } from '../collections/patients';
import { schedule } from '../collections/schedule';
import type { CollectionSource } from '../types';
import { CARE } from './care';

/** The doctor's mirrored collections (role-collections.ts). */
export const COLLECTIONS: readonly CollectionSource[] = [
  ...CARE,
  patients,
  doctorReviews,
  schedule,
];
