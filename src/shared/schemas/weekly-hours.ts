import * as v from 'valibot';
import { rangesOverlap } from '../domain/availability';
import { WEEKDAYS } from './doctor';

/**
 * The weekly hours of a doctor and of each practice (ADR 080, ADR 112). A file of its own so
 * that doctor-profile.ts and practice.ts both build on it without importing each other.
 */
export const DAY_SLOTS_MAX = 24;
export const CITY_MAX = 100;

export const HOURS_MSG = {
  time: 'Please use the HH:MM format for times',
  slotOrder: 'A time slot must end after it starts',
  slotOverlap: 'Time slots on the same day must not overlap',
  tooMany: 'Please keep the list shorter',
  cityLong: 'Please keep the city under 100 characters',
} as const;

/** 'HH:MM' in clinic time; '24:00' may end a day. */
const Time = v.pipe(
  v.string(HOURS_MSG.time),
  v.regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, HOURS_MSG.time),
);

export const TimeRangeSchema = v.pipe(
  v.object({ startTime: Time, endTime: Time }),
  v.check((r) => r.startTime < r.endTime, HOURS_MSG.slotOrder),
);

/** One weekday: unchecking a day clears its slots (ADR 080, "Schedule view"). */
export const DayAvailabilitySchema = v.pipe(
  v.object({
    isAvailable: v.boolean(),
    slots: v.pipe(v.array(TimeRangeSchema), v.maxLength(DAY_SLOTS_MAX, HOURS_MSG.tooMany)),
  }),
  v.check((d) => !rangesOverlap(d.slots), HOURS_MSG.slotOverlap),
  v.transform((d) => (d.isAvailable ? d : { isAvailable: false, slots: [] })),
);

const dayOff = { isAvailable: false, slots: [] };
export const WeeklyAvailabilitySchema = v.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, v.optional(DayAvailabilitySchema, dayOff)])) as {
    [K in (typeof WEEKDAYS)[number]]: v.OptionalSchema<typeof DayAvailabilitySchema, typeof dayOff>;
  },
);
