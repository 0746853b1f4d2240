import { api } from '#app/lib/api-client';
import type { WaitlistDayCount, WaitlistDoctorCounts } from '#shared/schemas/waitlist';

/** GET /doctor/waitlist: the signed-in doctor's days with people waiting (ADR 101). */
export const getDoctorWaitlist = (signal?: AbortSignal) =>
  api.get<{ days: WaitlistDayCount[] }>('/doctor/waitlist', { signal }).then((r) => r?.days ?? []);

/** GET /admin/waitlist: every doctor with people waiting, per day. */
export const getAdminWaitlist = (signal?: AbortSignal) =>
  api
    .get<{ doctors: WaitlistDoctorCounts[] }>('/admin/waitlist', { signal })
    .then((r) => r?.doctors ?? []);
