import * as v from 'valibot';
import { isDateOnly } from '#shared/domain/date-only';
import { APPOINTMENT_TYPES } from '#shared/schemas/appointment';

/**
 * `?date=yyyy-MM-dd`: the clinic day whose free slots the booking shows; `?practice=`: the
 * practice chosen at the Where step, whose slots they are (ADR 117); `?type=`: the type the
 * form starts with (Book follow-up sends `follow-up`); `?slot=` (an ISO start) and `?for=` (a
 * family member's id): the slot and person a waitlist offer holds (ADR 101), chosen at once.
 * Invalid values are dropped.
 */
export const BookingSearchSchema = v.object({
  date: v.fallback(v.optional(v.pipe(v.string(), v.check(isDateOnly))), undefined),
  practice: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  type: v.fallback(v.optional(v.picklist(APPOINTMENT_TYPES)), undefined),
  slot: v.fallback(v.optional(v.pipe(v.string(), v.isoTimestamp())), undefined),
  for: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});
