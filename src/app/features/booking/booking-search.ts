import * as v from 'valibot';
import { isDateOnly } from '#shared/domain/date-only';

/** `?date=yyyy-MM-dd`: the clinic day whose free slots the booking shows; invalid is dropped. */
export const BookingSearchSchema = v.object({
  date: v.fallback(v.optional(v.pipe(v.string(), v.check(isDateOnly))), undefined),
});
