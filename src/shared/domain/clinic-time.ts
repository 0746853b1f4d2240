import { TZDate } from '@date-fns/tz';
import { isValid, lightFormat } from 'date-fns';
import { DATE_ONLY, isDateOnly } from './date-only';

/** Clinic time is the system setting `timezone`; this is its default (ADR 005). */
export const DEFAULT_CLINIC_TIMEZONE = 'Asia/Karachi';

/** ADR 078's fallbacks for a date or time that is missing or cannot be read. */
export const DATE_NOT_AVAILABLE = 'Date not available';
export const INVALID_DATE = 'Invalid date';
export const TIME_NOT_AVAILABLE = 'Time not available';
export const INVALID_TIME = 'Invalid time';

export const DATE_PATTERN_LONG = 'EEEE, MMMM d, yyyy';
export const TIME_PATTERN_12H = 'h:mm a';

export type DateInput = string | number | Date | null | undefined;
/** `locale` 'ur' formats in Urdu; any other value in English (the wording of ADR 078). */
type ZoneOptions = { timeZone?: string; pattern?: DatePattern; locale?: string };

// Each pattern the screens use, as Intl parts: Intl knows the month and day names of both
// languages (date-fns ships no Urdu locale), and the app carries no locale data of its own.
const PATTERN_PARTS = {
  [DATE_PATTERN_LONG]: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  'MMMM d, yyyy': { year: 'numeric', month: 'long', day: 'numeric' },
  'MMM d, yyyy': { year: 'numeric', month: 'short', day: 'numeric' },
  'MMM yyyy': { year: 'numeric', month: 'short' },
  'EEE, MMM d': { weekday: 'short', month: 'short', day: 'numeric' },
  'MMM d, yyyy, h:mm a': {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  },
  [TIME_PATTERN_12H]: { hour: 'numeric', minute: '2-digit', hour12: true },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The date and time patterns a screen may ask for (date-fns notation, e.g. 'MMM d, yyyy'). */
export type DatePattern = keyof typeof PATTERN_PARTS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatIn(date: Date, pattern: DatePattern, timeZone: string, locale?: string): string {
  const urdu = locale === 'ur';
  const key = `${urdu ? 'ur' : 'en'}|${pattern}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const parts = PATTERN_PARTS[pattern];
    if (!parts) throw new RangeError(`Unknown date pattern ${pattern}`);
    formatter = new Intl.DateTimeFormat(urdu ? 'ur-PK' : 'en-US', { ...parts, timeZone });
    formatters.set(key, formatter);
  }
  // Intl puts a narrow no-break space before AM/PM; the texts of ADR 078 use a plain one.
  return urdu
    ? isolateClock(formatter.formatToParts(date))
    : formatter.format(date).replace(/[\u202f\u00a0]/g, ' ');
}

const CLOCK_PARTS = new Set<string>(['hour', 'minute', 'second', 'dayPeriod']);

/**
 * Urdu keeps the clock in Latin order ('9:00 AM'), and inside right-to-left text the bidi
 * algorithm splits it ('AM 9:00', and a range reads 'AM – 5:00 PM 9:00'). Wrapping the clock in a
 * left-to-right isolate keeps each time whole wherever the string goes: text, a translated
 * sentence, an aria-label; a range of two isolates then reads in Urdu order.
 */
function isolateClock(parts: Intl.DateTimeFormatPart[]): string {
  const first = parts.findIndex((p) => CLOCK_PARTS.has(p.type));
  const last = parts.findLastIndex((p) => CLOCK_PARTS.has(p.type));
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((p) => p.value)
      .join('');
  if (first < 0) return text(0);
  return `${text(0, first)}${LTR_ISOLATE}${text(first, last + 1)}${POP_ISOLATE}${text(last + 1)}`;
}

/** Unicode's left-to-right isolate and its end: invisible, and copied along with the text. */
export const LTR_ISOLATE = '\u2066';
export const POP_ISOLATE = '\u2069';

const TIME_OF_DAY = /^([01]?\d|2[0-3]):([0-5]\d)$/;

export { isDateOnly };

function isMissing(value: DateInput): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && !value.trim());
}

/** An instant seen on the clinic's wall clock; null when it cannot be read. */
function inZone(value: string | number | Date, timeZone: string): TZDate | null {
  const ms = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(ms)) return null;
  const date = new TZDate(ms, timeZone);
  return isValid(date) ? date : null;
}

/**
 * A date in clinic time, e.g. 'Monday, March 10, 2025'. A 'yyyy-MM-dd' string is a calendar
 * date already (the appointment's `date` field) and is shown as it is, never shifted by a zone.
 */
export function formatClinicDate(value: DateInput, options: ZoneOptions = {}): string {
  if (isMissing(value)) return DATE_NOT_AVAILABLE;
  const { timeZone = DEFAULT_CLINIC_TIMEZONE, pattern = DATE_PATTERN_LONG } = options;
  try {
    if (typeof value === 'string' && DATE_ONLY.test(value.trim())) {
      const v = value.trim();
      if (!isDateOnly(v)) return INVALID_DATE;
      const [y, m, d] = v.split('-').map(Number);
      return formatIn(new TZDate(y!, m! - 1, d!, timeZone), pattern, timeZone, options.locale);
    }
    const date = inZone(value, timeZone);
    return date ? formatIn(date, pattern, timeZone, options.locale) : INVALID_DATE;
  } catch {
    // An unknown zone name or pattern: still never a stack trace on screen.
    return INVALID_DATE;
  }
}

/**
 * A time in clinic time, 12-hour ('9:00 AM'). An 'HH:mm' string is a time of day already
 * (weekly availability, the appointment's `time` field) and is only reformatted.
 */
export function formatClinicTime(value: DateInput, options: ZoneOptions = {}): string {
  if (isMissing(value)) return TIME_NOT_AVAILABLE;
  const { timeZone = DEFAULT_CLINIC_TIMEZONE, pattern = TIME_PATTERN_12H } = options;
  try {
    if (typeof value === 'string' && /^\d{1,2}:\d{2}$/.test(value.trim())) {
      const m = TIME_OF_DAY.exec(value.trim());
      if (!m) return INVALID_TIME;
      // A wall-clock time: shown as it is, so read and written in UTC.
      const wall = new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])));
      return formatIn(wall, pattern, 'UTC', options.locale);
    }
    const date = inZone(value, timeZone);
    return date ? formatIn(date, pattern, timeZone, options.locale) : INVALID_TIME;
  } catch {
    return INVALID_TIME;
  }
}

/** The clinic's calendar date of an instant, 'yyyy-MM-dd'; null when it cannot be read. */
export function clinicDateOf(value: DateInput, timeZone = DEFAULT_CLINIC_TIMEZONE): string | null {
  if (isMissing(value)) return null;
  const date = inZone(value, timeZone);
  return date ? lightFormat(date, 'yyyy-MM-dd') : null;
}

/** Today on the clinic's calendar: the earliest date a booking form offers. */
export function clinicToday(now: Date = new Date(), timeZone = DEFAULT_CLINIC_TIMEZONE): string {
  return clinicDateOf(now, timeZone)!;
}

/** The device's own zone, e.g. 'Europe/London'. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Whether times must be labelled with the clinic zone: when the device shows a different
 * wall clock at `at` (compared by offset, so 'Asia/Karachi' and 'Etc/GMT-5' count as equal).
 */
export function zoneDiffers(
  clinicZone = DEFAULT_CLINIC_TIMEZONE,
  device = deviceTimeZone(),
  at: Date = new Date(),
): boolean {
  if (clinicZone === device) return false;
  try {
    const a = new TZDate(at.getTime(), clinicZone);
    const b = new TZDate(at.getTime(), device);
    return a.getTimezoneOffset() !== b.getTimezoneOffset();
  } catch {
    return true;
  }
}
