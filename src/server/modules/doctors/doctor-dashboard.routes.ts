import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { ok } from '#server/lib/http';
import { requireVerifiedDoctor } from '#server/middleware/auth';
import { dashboardStats, todayAppointments } from './doctor-dashboard.service';

const doc = (summary: string) =>
  describeRoute({ tags: ['Doctor dashboard'], summary, security: [{ bearerAuth: [] }] });

/** The doctor dashboard's calls; "today" is the clinic's day (the timezone setting). */
export const doctorDashboardRoutes = createRouter();
doctorDashboardRoutes.use('/dashboard/*', requireVerifiedDoctor);

doctorDashboardRoutes.get(
  '/dashboard/stats',
  doc("Today's and upcoming appointments, patients seen and the average rating"),
  async (c) => ok(c, await dashboardStats(c.get('deps'), userActorOf(c))),
);

doctorDashboardRoutes.get(
  '/dashboard/today-appointments',
  doc("Today's appointments (clinic day), not cancelled, soonest first"),
  async (c) => ok(c, await todayAppointments(c.get('deps'), userActorOf(c))),
);
