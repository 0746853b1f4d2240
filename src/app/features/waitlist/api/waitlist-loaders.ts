import type { WaitlistDayCount, WaitlistDoctorCounts } from '#shared/schemas/waitlist';
import { getAdminWaitlist, getDoctorWaitlist } from './waitlist-api';

/** A count the screen shows beside its own data: null when it could not be read (offline). */
export type Counts<T> = Promise<T | null>;

/** For a route loader, unawaited and never rejecting: the screen does not wait for it. */
export const loadDoctorWaitlist = (signal: AbortSignal): Counts<WaitlistDayCount[]> =>
  getDoctorWaitlist(signal).catch(() => null);

export const loadAdminWaitlist = (signal: AbortSignal): Counts<WaitlistDoctorCounts[]> =>
  getAdminWaitlist(signal).catch(() => null);
