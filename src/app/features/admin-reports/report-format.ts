import type { Locale } from '#app/lib/i18n';
import { msg } from '#app/lib/i18n';
import { REPORT_RANGES, type ReportRange } from '#shared/schemas/admin-reports';

/** ADR 081's range selector, in its order; week is the initial value. */
export const RANGE_LABEL: Record<ReportRange, string> = {
  week: msg('Last 7 Days'),
  month: msg('Last 30 Days'),
  quarter: msg('Last 3 Months'),
  year: msg('Last 12 Months'),
};
export const RANGE_OPTIONS = REPORT_RANGES.map((value) => ({ value, label: RANGE_LABEL[value] }));

const intl = (locale: Locale) => (locale === 'ur' ? 'ur-PK' : 'en-US');
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A bucket's label: its first clinic day, 'Mar 10' (by day or week) or 'Mar 2026' (by month).
 * The date is a calendar date already, so it is read and written in UTC and never shifts.
 */
export function bucketLabel(date: string, range: ReportRange, locale: Locale): string {
  const key = `${locale}|${range === 'year'}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intl(locale), {
      month: 'short',
      ...(range === 'year' ? { year: 'numeric' } : { day: 'numeric' }),
      timeZone: 'UTC',
    });
    formatters.set(key, f);
  }
  const [y, m, d] = date.split('-').map(Number);
  return f.format(Date.UTC(y!, m! - 1, d!));
}

/** A percent change without its sign ('5.2%'); the arrow and the words carry the direction. */
export function percentLabel(change: number, locale: Locale): string {
  return new Intl.NumberFormat(intl(locale), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(Math.abs(change) / 100);
}
