import * as v from 'valibot';

/** The report ranges of ADR 079; week is the default. */
export const REPORT_RANGES = ['week', 'month', 'quarter', 'year'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export const DEFAULT_REPORT_RANGE: ReportRange = 'week';

export const REPORT_RANGE_MSG = 'Range must be one of week, month, quarter or year';

/** `?range=` of the report calls; absent means week. */
export const ReportRangeQuerySchema = v.object({
  range: v.optional(v.picklist(REPORT_RANGES, REPORT_RANGE_MSG), DEFAULT_REPORT_RANGE),
});
export type ReportRangeQuery = v.InferOutput<typeof ReportRangeQuerySchema>;

/** Each point's `date` is the first clinic day of its bucket, 'yyyy-MM-dd'. */
export type AppointmentsPoint = { date: string; total: number; completed: number };
export type RevenuePoint = { date: string; amount: number };
export type UserGrowthPoint = { date: string; count: number };
export type SpecialtyCount = { name: string; count: number };

/** `change` is the percent against the previous period, one decimal; null when that was 0. */
export type SummaryFigure = { value: number; change: number | null };
export type ReportSummary = {
  totalAppointments: SummaryFigure;
  totalRevenue: SummaryFigure;
  activeDoctors: SummaryFigure;
  newUsers: SummaryFigure;
};
