import { registerCollection } from '#app/lib/sync-queue';
import { fetchDoctorProfile } from './doctor-profile-api';

let registered = false;

/**
 * D6 "for doctors, their patients and schedule": the doctor's own profile with its weekly
 * availability is mirrored as the `schedule` row, so both screens open offline. Saving is
 * online only (the server checks the fee range and reports bookings left outside the hours).
 */
export function registerDoctorScheduleSync(): void {
  if (registered) return;
  registered = true;
  registerCollection({
    name: 'schedule',
    fetch: (session) => fetchDoctorProfile(session.token),
    roles: ['doctor'],
  });
}
