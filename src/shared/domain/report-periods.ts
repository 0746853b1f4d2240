import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, differenceInCalendarDays, lightFormat } from 'date-fns';
import type { ReportRange } from '../schemas/admin-reports';

export type ReportBucketUnit = 'day' | 'week' | 'month';

export type ReportBucket = { date: string; start: Date; end: Date };

export type ReportPeriod = {
  unit: ReportBucketUnit;
  /** Clinic midnight of the first day and of the day after today. */
  start: Date;
  end: Date;
  /** The period of the same number of days just before this one. */
  previousStart: Date;
  buckets: ReportBucket[];
};

const day = (d: TZDate) => lightFormat(d, 'yyyy-MM-dd');
const midnight = (d: TZDate, zone: string) =>
  new Date(new TZDate(d.getFullYear(), d.getMonth(), d.getDate(), zone).getTime());

/**
 * The clinic-time period a report range covers, ending with today (clinic time, ADR 005):
 * week = 7 days by day, month = 30 days by day, quarter = 13 weeks (91 days) by week,
 * year = the 12 calendar months up to this one, by month. Buckets are consecutive and cover
 * the period exactly. Day arithmetic is on the clinic calendar, so a daylight-saving change
 * makes a day 23 or 25 hours long rather than shifting the buckets.
 */
export function reportPeriod(range: ReportRange, now: Date, zone: string): ReportPeriod {
  const today = new TZDate(now.getTime(), zone);
  const tomorrow = addDays(today, 1);
  let firsts: TZDate[];
  let unit: ReportBucketUnit;
  if (range === 'year') {
    unit = 'month';
    const month0 = new TZDate(today.getFullYear(), today.getMonth(), 1, zone);
    firsts = Array.from({ length: 12 }, (_, i) => addMonths(month0, i - 11));
  } else if (range === 'quarter') {
    unit = 'week';
    firsts = Array.from({ length: 13 }, (_, i) => addDays(today, i * 7 - 90));
  } else {
    unit = 'day';
    const n = range === 'week' ? 7 : 30;
    firsts = Array.from({ length: n }, (_, i) => addDays(today, i - (n - 1)));
  }
  const buckets = firsts.map((first, i) => ({
    date: day(first),
    start: midnight(first, zone),
    end: midnight(firsts[i + 1] ?? tomorrow, zone),
  }));
  const length = differenceInCalendarDays(tomorrow, firsts[0]!);
  return {
    unit,
    start: buckets[0]!.start,
    end: buckets[buckets.length - 1]!.end,
    previousStart: midnight(addDays(firsts[0]!, -length), zone),
    buckets,
  };
}

/**
 * Percent change of `current` against `previous`, one decimal. When the previous period had
 * nothing there is no percentage to give: 0 → 0 is 0 (no change), 0 → more is null, which the
 * screen shows as "no earlier figures" rather than an invented +100%.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
