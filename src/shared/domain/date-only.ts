/** yyyy-MM-dd; kept apart from clinic-time so a URL check does not bring in the zone library. */
export const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'yyyy-MM-dd' that exists (2025-02-30 does not). */
export function isDateOnly(value: string): boolean {
  const m = DATE_ONLY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1;
}

/** The calendar date `days` after (or before, if negative) a 'yyyy-MM-dd' date. */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole years from a date of birth to `today` (both 'yyyy-MM-dd'); null when unknown or invalid. */
export function ageOn(dateOfBirth: string | null | undefined, today: string): number | null {
  if (!dateOfBirth || !isDateOnly(dateOfBirth) || !isDateOnly(today)) return null;
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** The same day `years` years earlier (29 February becomes the 28th in a common year). */
export function yearsBefore(date: string, years: number): string {
  const year = String(Number(date.slice(0, 4)) - years).padStart(4, '0');
  const same = `${year}${date.slice(4)}`;
  return isDateOnly(same) ? same : `${year}-02-28`;
}

/**
 * An ISO timestamp whose calendar day exists: Date.parse reads 2026-11-31 as 1 December, so the
 * date part is checked on its own.
 */
export function isCalendarTimestamp(iso: string): boolean {
  return isDateOnly(iso.slice(0, 10)) && !Number.isNaN(Date.parse(iso));
}
