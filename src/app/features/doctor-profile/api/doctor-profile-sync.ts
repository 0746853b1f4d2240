import { registerCollection } from '#app/lib/sync-queue';
import { type DoctorProfile, fetchDoctorProfile, fetchTimeOff } from './doctor-profile-api';

let registered = false;

/** The `schedule` row: the doctor's profile with its weekly availability and time off. */
export async function fetchSchedule(token: string): Promise<DoctorProfile> {
  const [profile, timeOff] = await Promise.all([fetchDoctorProfile(token), fetchTimeOff(token)]);
  return { ...profile, timeOff: Array.isArray(timeOff) ? timeOff : [] };
}

/**
 * D6 "for doctors, their patients and schedule": the doctor's own profile with its weekly
 * availability and time off is mirrored as the `schedule` row, so both screens (and the
 * calendar's closed days) open offline. Saving is online only (the server checks the fee range
 * and reports bookings left outside the hours).
 */
export function registerDoctorScheduleSync(): void {
  if (registered) return;
  registered = true;
  registerCollection({
    name: 'schedule',
    fetch: (session) => fetchSchedule(session.token),
    roles: ['doctor'],
  });
}
