import { and, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { appointments, users } from '#server/db/schema/index';
import { bucketIndexOf, type ReportPeriod, reportPeriod } from '#shared/domain/report-periods';
import type {
  AppointmentsPoint,
  ReportRange,
  RevenuePoint,
  UserGrowthPoint,
} from '#shared/schemas/admin-reports';
import { realAppointment } from '../bookings/holds';
import { getSettings } from '../settings/settings.service';

export type ReportContext = { db: Db; now: Date };

/** One clinic day's figures. */
type AppointmentDay = { day: string; total: number; completed: number; revenue: number };
type UserDay = { day: string; count: number };

const clinicDay = (column: unknown, zone: string) =>
  sql<string>`to_char(${column} at time zone ${zone}, 'YYYY-MM-DD')`;

export async function periodOf(ctx: ReportContext, range: ReportRange) {
  const { timezone } = await getSettings(ctx.db);
  return { period: reportPeriod(range, ctx.now, timezone), zone: timezone };
}

/**
 * Appointments by the clinic day they are for. An initiated booking never confirmed is not an
 * appointment (as on the doctor's dashboard). Revenue is the fee of an appointment paid online
 * or completed (cash is paid at the visit); a refunded one earns nothing.
 */
export async function appointmentDays(db: Db, from: Date, to: Date, zone: string) {
  const rows = await db
    .select({
      day: clinicDay(appointments.startTime, zone),
      total: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${appointments.status} = 'completed'))::int`,
      revenue: sql<number>`coalesce(sum(${appointments.fee}) filter (where ${appointments.paymentStatus} = 'paid' or (${appointments.status} = 'completed' and ${appointments.paymentStatus} <> 'refunded')), 0)::int`,
    })
    .from(appointments)
    .where(and(gte(appointments.startTime, from), lt(appointments.startTime, to), realAppointment))
    .groupBy(sql`1`);
  return rows as AppointmentDay[];
}

/** New accounts (patients and doctors; the administrator is not a user of the service). */
export async function userDays(db: Db, from: Date, to: Date, zone: string) {
  const rows = await db
    .select({ day: clinicDay(users.createdAt, zone), count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(gte(users.createdAt, from), lt(users.createdAt, to), ne(users.role, 'admin')))
    .groupBy(sql`1`);
  return rows as UserDay[];
}

/** Adds each day's figures into its bucket; days outside the period are left out. */
function intoBuckets<T extends { day: string }, P extends { date: string }>(
  period: ReportPeriod,
  days: readonly T[],
  empty: (date: string) => P,
  add: (point: P, day: T) => void,
): P[] {
  const points = period.buckets.map((b) => empty(b.date));
  for (const d of days) {
    const i = bucketIndexOf(period.buckets, d.day);
    if (i >= 0) add(points[i]!, d);
  }
  return points;
}

export async function appointmentsReport(ctx: ReportContext, range: ReportRange) {
  const { period, zone } = await periodOf(ctx, range);
  const days = await appointmentDays(ctx.db, period.start, period.end, zone);
  return intoBuckets<AppointmentDay, AppointmentsPoint>(
    period,
    days,
    (date) => ({ date, total: 0, completed: 0 }),
    (p, d) => {
      p.total += d.total;
      p.completed += d.completed;
    },
  );
}

export async function revenueReport(ctx: ReportContext, range: ReportRange) {
  const { period, zone } = await periodOf(ctx, range);
  const days = await appointmentDays(ctx.db, period.start, period.end, zone);
  return intoBuckets<AppointmentDay, RevenuePoint>(
    period,
    days,
    (date) => ({ date, amount: 0 }),
    (p, d) => {
      p.amount += d.revenue;
    },
  );
}

export async function userGrowthReport(ctx: ReportContext, range: ReportRange) {
  const { period, zone } = await periodOf(ctx, range);
  const days = await userDays(ctx.db, period.start, period.end, zone);
  return intoBuckets<UserDay, UserGrowthPoint>(
    period,
    days,
    (date) => ({ date, count: 0 }),
    (p, d) => {
      p.count += d.count;
    },
  );
}
