import { api, errorMessage } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import type { Activity, AdminStats } from '#shared/schemas/admin-dashboard';

/** ADR 078, Admin. */
export const DASHBOARD_FAILED = msg('Failed to load dashboard data');

export type AdminDashboard =
  | { ok: true; stats: AdminStats; activities: Activity[] }
  | { ok: false; message: string };

/**
 * The route loader of /admin/dashboard: the six figures and the recent activities, asked for
 * together. A failure is answered, not thrown, so the screen says so with Retry in its place;
 * no figure is made up in its stead (ADR 002).
 */
export async function loadAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  try {
    const [stats, activities] = await Promise.all([
      api.get<AdminStats>('/admin/stats', { signal }),
      api.get<Activity[]>('/admin/recent-activities', { signal }),
    ]);
    if (!stats || typeof stats.totalUsers !== 'number')
      return { ok: false, message: DASHBOARD_FAILED };
    return { ok: true, stats, activities: Array.isArray(activities) ? activities : [] };
  } catch (error) {
    return { ok: false, message: errorMessage(error, DASHBOARD_FAILED) };
  }
}
