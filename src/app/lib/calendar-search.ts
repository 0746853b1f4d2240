import * as v from 'valibot';
import { APPOINTMENT_TABS } from '#shared/domain/appointment-tabs';

// Apart from appointment-calendar.ts: route files validate their search eagerly, and that
// module brings the API client, which the first page's chunk must not carry (ADR 056).

/** ?tab= and ?page= of both lists; anything else falls back to the first page of Upcoming. */
export const CalendarSearchSchema = v.object({
  tab: v.optional(v.fallback(v.picklist(APPOINTMENT_TABS), 'upcoming')),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type CalendarSearch = v.InferOutput<typeof CalendarSearchSchema>;
