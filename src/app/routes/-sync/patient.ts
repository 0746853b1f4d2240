import { KINDS as APPOINTMENTS } from '#app/features/appointments/api/appointment-kinds';
import { KINDS as FAMILY } from '#app/features/profile/api/family-kinds';
import { KINDS as REVIEWS } from '#app/features/reviews/api/review-kinds';
import { KINDS as WAITLIST } from '#app/features/waitlist/api/waitlist-kinds';
import type { SyncKind } from '#app/offline/types';
import { SHARED } from './shared';

/** The change kinds a patient's screens queue (start.ts). */
export const KINDS: readonly SyncKind<never, never>[] = [
  ...SHARED,
  ...APPOINTMENTS,
  ...FAMILY,
  ...REVIEWS,
  ...WAITLIST,
];
