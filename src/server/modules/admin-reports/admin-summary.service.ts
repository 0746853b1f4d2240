import { desc, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { listedDoctorStats, listedSpecialtyStats } from '#server/db/schema/index';
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
 * specialty, from the roll-up. It has no range: it is the state today, as the call has none
 * (ADR 081).
 */
export async function specialtiesReport(db: Db): Promise<SpecialtyCount[]> {
  const s = listedSpecialtyStats;
  const rows = await db
    .select({ name: s.specialization, count: s.listed })
    .from(s)
    .where(gt(s.listed, 0))
    .orderBy(desc(s.listed), s.specialization);
  return rows;
}

/**
 * Listed doctors now, and those of them already verified when the period began: all, less the
 * ones verified since (the roll-up's half-hours from the period's start: never more than the
 * period, whatever the size of the list).
 */
async function activeDoctors(db: Db, start: Date) {
  const [bySpecialty, bySlot] = [listedSpecialtyStats, listedDoctorStats];
  // One statement, so both sums read the same snapshot.
  const [row] = await db
    .select({
      now: sql<number>`(select coalesce(sum(${bySpecialty.listed}), 0) from ${bySpecialty})::int`,
      since: sql<number>`(select coalesce(sum(${bySlot.listed}), 0) from ${bySlot} where ${gte(bySlot.slot, start)})::int`,
    })
    .from(sql`(select 1) as one`);
  return { now: Number(row!.now), before: Number(row!.now) - Number(row!.since) };
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
  const [[apptBefore, apptNow], [usersBefore, usersNow], active] = await Promise.all([
    appointmentFigures(db, halves),
    userFigures(db, halves),
    activeDoctors(db, period.start),
  ]);
  const figure = (value: number, previous: number) => ({
    value,
    change: percentChange(value, previous),
  });
  const summary: ReportSummary = {
    totalAppointments: figure(apptNow!.total, apptBefore!.total),
    totalRevenue: figure(apptNow!.revenue, apptBefore!.revenue),
    activeDoctors: figure(active.now, active.before),
    newUsers: figure(usersNow!, usersBefore!),
  };
  return summary;
}
