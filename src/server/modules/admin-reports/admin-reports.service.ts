import { and, type Column, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { accountStats, appointmentStats } from '#server/db/schema/index';
import { type ReportPeriod, reportPeriod } from '#shared/domain/report-periods';
import type {
  AppointmentsPoint,
  ReportRange,
  RevenuePoint,
  UserGrowthPoint,
} from '#shared/schemas/admin-reports';
import { getSettings } from '../settings/settings.service';

export type ReportContext = { db: Db; now: Date };
export type AppointmentFigures = { total: number; completed: number; revenue: number };

export async function periodOf(ctx: ReportContext, range: ReportRange) {
  const { timezone } = await getSettings(ctx.db);
  return reportPeriod(range, ctx.now, timezone);
}

/** Bucket starts and the period's end: n + 1 clinic-time instants for n buckets. */
export const boundariesOf = (period: ReportPeriod) => [
  ...period.buckets.map((b) => b.start),
  period.end,
];

/**
 * Which of the consecutive intervals [b0, b1), [b1, b2), … a roll-up's half-hour falls in, from 1
 * (width_bucket); rows outside them are filtered out by the caller.
 */
const intervalOf = (slot: Column, boundaries: readonly Date[]) =>
  sql<number>`width_bucket(${slot}, array[${sql.join(
    boundaries.map((b) => sql`${b.toISOString()}::timestamptz`),
    sql`, `,
  )}])`;

/** A roll-up's half-hours within the boundaries. */
const within = (slot: Column, boundaries: readonly Date[]) =>
  and(gte(slot, boundaries[0]!), lt(slot, boundaries[boundaries.length - 1]!));

/**
 * Appointments, completed ones and revenue per interval, read from the half-hour roll-up (the
 * rules of what counts are in the migration report_rollup_triggers).
 */
export async function appointmentFigures(db: Db, boundaries: readonly Date[]) {
  const rows = await db
    .select({
      i: intervalOf(appointmentStats.slot, boundaries),
      total: sql<number>`sum(${appointmentStats.total})::int`,
      completed: sql<number>`sum(${appointmentStats.completed})::int`,
      revenue: sql<number>`sum(${appointmentStats.revenue})::bigint`,
    })
    .from(appointmentStats)
    .where(within(appointmentStats.slot, boundaries))
    .groupBy(sql`1`);
  const out: AppointmentFigures[] = boundaries
    .slice(1)
    .map(() => ({ total: 0, completed: 0, revenue: 0 }));
  for (const r of rows) {
    out[Number(r.i) - 1] = {
      total: Number(r.total),
      completed: Number(r.completed),
      revenue: Number(r.revenue),
    };
  }
  return out;
}

/**
 * New accounts per interval, patients and doctors (the administrator is not a user of the
 * service), read from the half-hour roll-up.
 */
export async function userFigures(db: Db, boundaries: readonly Date[]) {
  const rows = await db
    .select({
      i: intervalOf(accountStats.slot, boundaries),
      count: sql<number>`sum(${accountStats.patients} + ${accountStats.doctors})::int`,
    })
    .from(accountStats)
    .where(within(accountStats.slot, boundaries))
    .groupBy(sql`1`);
  const out = boundaries.slice(1).map(() => 0);
  for (const r of rows) out[Number(r.i) - 1] = Number(r.count);
  return out;
}

export async function appointmentsReport(
  ctx: ReportContext,
  range: ReportRange,
): Promise<AppointmentsPoint[]> {
  const period = await periodOf(ctx, range);
  const figures = await appointmentFigures(ctx.db, boundariesOf(period));
  return period.buckets.map((b, i) => ({
    date: b.date,
    total: figures[i]!.total,
    completed: figures[i]!.completed,
  }));
}

export async function revenueReport(
  ctx: ReportContext,
  range: ReportRange,
): Promise<RevenuePoint[]> {
  const period = await periodOf(ctx, range);
  const figures = await appointmentFigures(ctx.db, boundariesOf(period));
  return period.buckets.map((b, i) => ({ date: b.date, amount: figures[i]!.revenue }));
}

export async function userGrowthReport(
  ctx: ReportContext,
  range: ReportRange,
): Promise<UserGrowthPoint[]> {
  const period = await periodOf(ctx, range);
  const counts = await userFigures(ctx.db, boundariesOf(period));
  return period.buckets.map((b, i) => ({ date: b.date, count: counts[i]! }));
}
