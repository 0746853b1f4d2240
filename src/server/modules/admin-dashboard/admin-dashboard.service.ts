import { desc, ne, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { appointments, auditLogs, doctors, users } from '#server/db/schema/index';
import { activityIcon, activityTitle } from '#shared/domain/activity';
import {
  ACTIVE_USER_DAYS,
  type Activity,
  type AdminStats,
  RECENT_ACTIVITY_LIMIT,
} from '#shared/schemas/admin-dashboard';
import { failedMessageCount } from '../messaging/messages.service';
import { realAppointment } from '../scheduling/holds';
import { healthChecks, healthPercent } from './system-health';

const count = sql<number>`count(*)::int`;

/** GET /admin/stats: every figure counted now from the database (see AdminStats). */
export async function adminStats(deps: Pick<Deps, 'db' | 'env' | 'now'>): Promise<AdminStats> {
  const { db, now } = deps;
  const activeSince = new Date(now().getTime() - ACTIVE_USER_DAYS * 24 * 3_600_000);
  const [people] = await db
    .select({
      total: count,
      active: sql<number>`(count(*) filter (where ${users.status} = 'active' and ${users.lastLogin} >= ${activeSince.toISOString()}::timestamptz))::int`,
    })
    .from(users)
    .where(ne(users.role, 'admin'));
  const [doctorCounts] = await db
    .select({
      total: count,
      pending: sql<number>`(count(*) filter (where ${doctors.verificationStatus} = 'pending'))::int`,
    })
    .from(doctors);
  const [appointmentCount] = await db
    .select({ total: count })
    .from(appointments)
    .where(realAppointment);
  return {
    totalUsers: people.total,
    totalDoctors: doctorCounts.total,
    pendingVerifications: doctorCounts.pending,
    totalAppointments: appointmentCount.total,
    activeUsers: people.active,
    systemHealth: healthPercent(await healthChecks(deps)),
    failedMessages: await failedMessageCount(deps),
  };
}

/** GET /admin/recent-activities: the newest entries of the audit log. */
export async function recentActivities(deps: Pick<Deps, 'db'>): Promise<Activity[]> {
  const rows = await deps.db
    .select()
    .from(auditLogs)
    .orderBy(desc(auditLogs.timestamp), desc(auditLogs.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((row) => {
    const who = row.userName ? `${row.userName}${row.userRole ? ` (${row.userRole})` : ''}` : '';
    const description = [who, row.details].filter(Boolean).join(': ');
    return {
      id: String(row.id),
      title: activityTitle(row.action, row.resource),
      description,
      time: row.timestamp.toISOString(),
      iconType: activityIcon(row.resource),
    };
  });
}
