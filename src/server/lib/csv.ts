import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Context } from 'hono';

export type CsvCell = string | number | boolean | null | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP);
// tab and carriage return are on OWASP's list too.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: text that could run as a formula gets a leading ', then RFC 4180 quoting. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180: a header line, then one line per row, every line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/**
 * The CSV as a download named `{name}-{yyyy-MM-dd}.csv`. A byte-order mark leads so that
 * spreadsheet programs read UTF-8 (Urdu names) as UTF-8.
 */
export function csvResponse(c: Context, name: string, date: string, csv: string) {
  return c.body(`\uFEFF${csv}`, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${date}.csv"`,
    'Cache-Control': 'no-store',
  });
}

/** An instant on the clinic's wall clock, `yyyy-MM-dd HH:mm` (the header names the zone). */
export function csvClinicTime(value: Date | string | null | undefined, zone: string): string {
  if (!value) return '';
  return format(new TZDate(new Date(value).getTime(), zone), 'yyyy-MM-dd HH:mm');
}
