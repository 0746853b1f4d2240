import * as v from 'valibot';
import { dateParam, searchParams } from '#app/lib/search-params';

/**
 * /desk?practiceId=…&date=…: the route's search schema, kept apart from the API module because a
 * route's `validateSearch` is in the entry chunk, and the API client must not be (ADR 152). An
 * unknown practice or a date that does not exist is dropped: the first practice, today.
 */
export const DeskSearchSchema = searchParams({
  practiceId: v.pipe(v.string(), v.uuid()),
  date: dateParam,
});
export type DeskSearch = v.InferOutput<typeof DeskSearchSchema>;
