import { createRouter } from '#server/context';
import { adminDoc } from '#server/lib/admin-doc';
import { ok } from '#server/lib/http';
import { requireRole } from '#server/middleware/auth';
import { adminStats, recentActivities } from './admin-dashboard.service';

/** The administrator's dashboard (ADR 081, /admin/dashboard). */
export const adminDashboardRoutes = createRouter();

adminDashboardRoutes.get(
  '/stats',
  adminDoc(
    'The six figures of the admin dashboard',
    'Counted now: totalUsers (patients and doctors), totalDoctors, pendingVerifications, totalAppointments (not counting bookings never confirmed), activeUsers (not blocked, signed in within 30 days) and systemHealth (the percent of health checks passing: database, data folder writable, no failed e-mail in 24 hours).',
  ),
  requireRole('admin'),
  async (c) => ok(c, await adminStats(c.get('deps'))),
);

adminDashboardRoutes.get(
  '/recent-activities',
  adminDoc(
    'The newest entries of the audit log',
    'At most 10, newest first, as {id, title, description, time, iconType (user|doctor|appointment|other)}.',
  ),
  requireRole('admin'),
  async (c) => ok(c, await recentActivities(c.get('deps'))),
);
