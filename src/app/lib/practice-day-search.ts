import * as v from 'valibot';
import { dateParam, searchParams } from './search-params';

/**
 * `?practiceId=…&date=…`: one practice's day in the address, for the desk's day and the doctor's
 * cash book (ADR 154, ADR 155). A route's `validateSearch` is in the entry chunk, so this stays a
 * leaf module (ADR 152). A practice id that is not a uuid, or a date that does not exist, is
 * dropped: the screen then shows the first practice, today.
 */
export const PracticeDaySearchSchema = searchParams({
  practiceId: v.pipe(v.string(), v.uuid()),
  date: dateParam,
});
export type PracticeDaySearch = v.InferOutput<typeof PracticeDaySearchSchema>;
