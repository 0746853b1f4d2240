import * as v from 'valibot';
import { CalendarSearchSchema } from '#app/lib/calendar-search';
import { isDateOnly } from '#shared/domain/date-only';

/**
 * ?tab= and ?page= of /patient/appointments (as the doctor's list has them); ?reschedule=<id>
 * opens that appointment's Reschedule dialog and ?date= is the day whose free slots it shows.
 */
export const AppointmentsSearchSchema = v.object({
  ...CalendarSearchSchema.entries,
  reschedule: v.fallback(v.optional(v.pipe(v.string(), v.minLength(1))), undefined),
  date: v.fallback(v.optional(v.pipe(v.string(), v.check(isDateOnly))), undefined),
});

export type AppointmentsSearch = v.InferOutput<typeof AppointmentsSearchSchema>;
