import { clinicDateOf, clinicToday } from '#shared/domain/clinic-time';
import type { DashboardStats } from './api/dashboard-api';

type Row = {
  status: string;
  startTime: string;
  patientId?: string;
  familyMember?: { id: string } | null;
};

/** The person a visit is for, as the server counts the doctor's patients (ADR 143). */
const personOf = (a: Row) => (a.patientId ? `${a.patientId}:${a.familyMember?.id ?? ''}` : null);

const ms = (iso: string) => Date.parse(iso) || 0;

/** Today's (clinic day) appointments that are not cancelled, soonest first, as the server counts them. */
export function todaysAppointments<A extends Row>(rows: A[], now: Date, timeZone: string): A[] {
  const today = clinicToday(now, timeZone);
  return rows
    .filter((a) => a.status !== 'cancelled' && clinicDateOf(a.startTime, timeZone) === today)
    .sort((a, b) => ms(a.startTime) - ms(b.startTime));
}

/**
 * The cards counted from the mirror when the server cannot be asked (offline): the same rules
 * as GET /doctors/dashboard/stats; the average rating is the server's alone, so it reads 0.
 */
export function countsFromMirror(rows: Row[], now: Date, timeZone: string): DashboardStats {
  return {
    todayAppointments: todaysAppointments(rows, now, timeZone).length,
    // Of the rows on the device only: the device keeps a window of the calendar (ADR 006).
    totalPatients: new Set(rows.map(personOf).filter(Boolean)).size,
    upcomingAppointments: rows.filter(
      (a) =>
        (a.status === 'pending' || a.status === 'scheduled') && ms(a.startTime) > now.getTime(),
    ).length,
    averageRating: 0,
  };
}
