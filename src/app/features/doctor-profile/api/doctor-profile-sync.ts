import { registerCollection, registerKind } from '#app/offline/outbox';
import { type DoctorProfile, fetchDoctorProfile, fetchTimeOff } from './doctor-profile-api';
import { SLOT_KIND, slotKind } from './slot-kind';

let registered = false;

/** The `schedule` row: the doctor's profile with its weekly availability and time off. */
export async function fetchSchedule(token: string): Promise<DoctorProfile> {
  const [profile, timeOff] = await Promise.all([fetchDoctorProfile(token), fetchTimeOff(token)]);
  return { ...profile, timeOff: Array.isArray(timeOff) ? timeOff : [] };
}

/**
 * ADR 006 "for doctors, their patients and schedule": the doctor's own profile with its weekly
 * availability and time off is mirrored as the `schedule` row, so both screens (and the
 * calendar's closed days) open offline. Saving the profile is online only (the server checks
 * the fee range and reports bookings left outside the hours); a slot opened or closed on Manage
 * Schedule is queued, since it only ever sets one slot of the weekly hours.
 */
export function registerDoctorScheduleSync(): void {
  if (registered) return;
  registered = true;
  registerCollection({
    name: 'schedule',
    fetch: (session) => fetchSchedule(session.token),
    roles: ['doctor'],
  });
  registerKind(SLOT_KIND, slotKind);
}
