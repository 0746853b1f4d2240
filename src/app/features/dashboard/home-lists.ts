import type { MirrorAppointment } from '#app/offline/collections/appointments';
import type { Appointment } from '#shared/schemas/appointment';

/** ADR 076: up to 5 of each. */
export const DASHBOARD_LIMIT = 5;

/** A mirrored appointment: the server's fields may be missing, so each is optional. */
export type HomeAppointment = MirrorAppointment &
  Partial<Pick<Appointment, 'doctor' | 'fee' | 'familyMember'>>;

export type RecentDoctor = {
  /** The doctor's profile id, as /patient/doctors/{id} takes it. */
  id: string;
  name: string;
  specialization: string;
  lastSeen: string;
};

/** Not cancelled, starting in the future, soonest first; at most `limit`. */
export function upcomingAppointments(
  rows: readonly HomeAppointment[],
  now: number,
  limit = DASHBOARD_LIMIT,
): HomeAppointment[] {
  return rows
    .filter((a) => a.status !== 'cancelled' && Date.parse(a.startTime) > now)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
    .slice(0, limit);
}

/** The doctors of the patient's appointments, each once, most recent appointment first. */
export function recentDoctors(
  rows: readonly HomeAppointment[],
  limit = DASHBOARD_LIMIT,
): RecentDoctor[] {
  const seen = new Map<string, RecentDoctor>();
  const newestFirst = [...rows].sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime));
  for (const a of newestFirst) {
    const id = a.doctor?._id ?? (typeof a.doctorId === 'string' ? a.doctorId : null);
    if (!id || seen.has(id)) continue;
    seen.set(id, {
      id,
      name: a.doctor?.name ?? '',
      specialization: a.doctor?.specialization ?? '',
      lastSeen: a.startTime,
    });
    if (seen.size === limit) break;
  }
  return [...seen.values()];
}
