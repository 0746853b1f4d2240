import * as v from 'valibot';
import { isDateOnly } from '#shared/domain/date-only';

/*
 * Filters and pages as they live in a URL. A link can be old, typed by hand or cut short, so a
 * value a screen does not know is dropped (the list shows unfiltered), never an error page.
 */

/** One param that is dropped, not an error, when it is missing or not allowed. */
export const lenient = <S extends v.GenericSchema>(schema: S) =>
  v.fallback(v.optional(schema), undefined);

type Lenient<E extends v.ObjectEntries> = { [K in keyof E]: ReturnType<typeof lenient<E[K]>> };

/** A screen's search params, each lenient. */
export function searchParams<E extends v.ObjectEntries>(entries: E) {
  const each = Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => [key, lenient(schema)]),
  ) as Lenient<E>;
  return v.object(each);
}

/** Free text, trimmed and cut to `max` characters; the router reads `?search=123` as a number. */
export const searchText = (max: number) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((s) => String(s).trim().slice(0, max)),
    v.transform((s) => s || undefined),
  );

/** One of a filter's options, by value. */
export const oneOf = <T extends string>(options: readonly { value: T }[]) =>
  v.picklist(options.map((o) => o.value));

/** A calendar date, yyyy-MM-dd, that exists. */
export const dateParam = v.pipe(v.string(), v.check(isDateOnly));

/** A page number, from 1. */
export const pageParam = v.pipe(v.number(), v.integer(), v.minValue(1));
