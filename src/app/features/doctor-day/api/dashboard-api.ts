import { api } from '#app/lib/api-client';

/** GET /doctors/dashboard/stats: the four cards of the doctor dashboard (ADR 080). */
export type DashboardStats = {
  todayAppointments: number;
  totalPatients: number;
  upcomingAppointments: number;
  averageRating: number;
};

/**
 * The stats for the dashboard route's loader. Never rejects (ADR 080: each part falls back
 * on failure): null offline or on failure, and the screen counts from the mirror instead.
 * Never stored on the device: the numbers are only true when read.
 */
export async function loadDashboardStats(signal: AbortSignal): Promise<DashboardStats | null> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return null;
  try {
    const stats = await api.get<DashboardStats>('/doctors/dashboard/stats', { signal });
    return stats && typeof stats.todayAppointments === 'number' ? stats : null;
  } catch {
    return null;
  }
}
