import { count, desc, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { doctors } from '#server/db/schema/index';
import { percentChange } from '#shared/domain/report-periods';
import type { ReportRange, ReportSummary, SpecialtyCount } from '#shared/schemas/admin-reports';
import {
  appointmentFigures,
  periodOf,
  type ReportContext,
  userFigures,
} from './admin-reports.service';

/**
 * Doctors patients can find and book now (verified, account not blocked: `listed`), by
 * specialty. It has no range: it is the state today, as the call has none (ADR 081).
 */
export async function specialtiesReport(db: Db): Promise<SpecialtyCount[]> {
  const rows = await db
    .select({ name: doctors.specialization, count: count() })
    .from(doctors)
    .where(sql`${doctors.listed}`)
    .groupBy(doctors.specialization)
    .orderBy(desc(count()), doctors.specialization);
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}

/**
 * The four cards, each with its percent change against the period of the same length just
 * before (ADR 023). Active doctors is a count at a moment, so it is
 * compared with the doctors of today's list who were already verified when the period began.
 */
export async function reportSummary(ctx: ReportContext, range: ReportRange) {
  const period = await periodOf(ctx, range);
  const { db } = ctx;
  const halves = [period.previousStart, period.start, period.end];
  const [[apptBefore, apptNow], [usersBefore, usersNow], [active]] = await Promise.all([
    appointmentFigures(db, halves),
    userFigures(db, halves),
    db
      .select({
        now: count(),
        before: sql<number>`(count(*) filter (where coalesce(${doctors.verifiedAt}, ${doctors.createdAt}) < ${period.start.toISOString()}::timestamptz))::int`,
      })
      .from(doctors)
      .where(sql`${doctors.listed}`),
  ]);
  const figure = (value: number, previous: number) => ({
    value,
    change: percentChange(value, previous),
  });
  const summary: ReportSummary = {
    totalAppointments: figure(apptNow!.total, apptBefore!.total),
    totalRevenue: figure(apptNow!.revenue, apptBefore!.revenue),
    activeDoctors: figure(Number(active!.now), Number(active!.before)),
    newUsers: figure(usersNow!, usersBefore!),
  };
  return summary;
}
