import * as v from 'valibot';
import { isCalendarTimestamp } from '../domain/date-only';
import { isSafeText } from '../domain/text';

export const IdSchema = v.pipe(v.string(), v.uuid('Not found'));
export const IdParamSchema = v.object({ id: IdSchema });
/** The one id check: a path segment that is not an id is simply not found. */
export const isId = (value: unknown): value is string => v.is(IdSchema, value);

/**
 * A number in a query string: text that is not a number is refused with a message naming the
 * parameter; a number out of range is clamped into it (limit=100000 reads as the maximum).
 */
export const queryNumber = (name: string, min: number, max: number, integer = true) =>
  v.pipe(
    v.string(`${name} must be a number`),
    v.trim(),
    v.regex(/^-?\d{1,15}(\.\d{1,15})?$/, `${name} must be a number`),
    v.transform((s) => {
      const n = integer ? Math.floor(Number(s)) : Number(s);
      return Math.min(max, Math.max(min, n));
    }),
  );

export const TEXT_MSG = {
  invalidCharacters: 'This text contains characters that are not allowed',
} as const;

/** One line of text: no control characters, tabs or line breaks, no broken Unicode. */
export const singleLine = (message: string = TEXT_MSG.invalidCharacters) =>
  v.check((s: string) => isSafeText(s), message);

/** Text of several lines (reasons, notes, about): line breaks and tabs are fine, other controls are not. */
export const multiLine = (message: string = TEXT_MSG.invalidCharacters) =>
  v.check((s: string) => isSafeText(s, true), message);

/** A page of a list as the API answers it: the rows under their own name, and where it stands. */
export type Page<Name extends string, Row> = { [K in Name]: Row[] } & {
  total: number;
  page: number;
  totalPages: number;
};

/** A page whose count stops at a cap (ADR 121, ADR 131): past it `total` is the cap, and so are the pages. */
export type CappedPage<Name extends string, Row> = Page<Name, Row> & { totalCapped: boolean };

const tooLong = (max: number) => `Please keep this under ${max} characters`;

/**
 * Trimmed text that may not be blank: `required` when it is missing or blank, `long` past `max`
 * characters; one line unless `lines` is 'multi'.
 */
export const requiredText = (
  required: string,
  max: number,
  { long = tooLong(max), lines = 'single' }: { long?: string; lines?: 'single' | 'multi' } = {},
) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, long),
    lines === 'multi' ? multiLine() : singleLine(),
  );

/** Optional one-line text of at most `max` characters, '' when left out; `type` when not text. */
export const optionalLine = (
  max: number,
  { long = tooLong(max), type }: { long?: string; type?: string } = {},
) => v.optional(v.pipe(v.string(type), v.trim(), v.maxLength(max, long), singleLine()), '');

/** An optional list of one-line entries: blank ones are dropped before the list is counted. */
export const lineList = (
  item: { max: number; long?: string },
  list: { max: number; long: string },
) =>
  v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(item.max, item.long ?? tooLong(item.max)),
          singleLine(),
        ),
      ),
      v.transform((items) => items.filter(Boolean)),
      v.maxLength(list.max, list.long),
    ),
    [],
  );

/** An ISO 8601 UTC time on a day that exists (2026-11-31 does not). */
export const calendarTimestamp = (message: string) =>
  v.pipe(v.string(message), v.isoTimestamp(message), v.check(isCalendarTimestamp, message));
