import { TZDate } from '@date-fns/tz';
import { clinicDate, type WeeklyInterval, weekdayOf } from './slots';

/** 'HH:MM' to minutes from 00:00; '24:00' is the end of the day. */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export type DaySlots = { isAvailable: boolean; slots: { startTime: string; endTime: string }[] };

/** True when no two of the day's ranges share a minute (touching ends are fine). */
export function rangesOverlap(slots: DaySlots['slots']): boolean {
  const sorted = slots
    .map((s) => [minutesOf(s.startTime), minutesOf(s.endTime)] as const)
    .sort((a, b) => a[0] - b[0]);
  return sorted.some((range, i) => i > 0 && range[0] < sorted[i - 1][1]);
}

/**
 * The weekly shape of /api/openapi.json (keys sunday…saturday in order) as rows; a day off has
 * none.
 */
export function toIntervals(days: readonly DaySlots[]): WeeklyInterval[] {
  return days.flatMap((day, weekday) =>
    day.isAvailable
      ? day.slots.map((s) => ({
          weekday,
          startMinute: minutesOf(s.startTime),
          endMinute: minutesOf(s.endTime),
        }))
      : [],
  );
}

export type DateRange = { startDate: string; endDate: string };

/** Whether a clinic date falls in one of the ranges (both ends included). */
export const inRanges = (date: string, ranges: readonly DateRange[]) =>
  ranges.some((r) => r.startDate <= date && date <= r.endDate);

/**
 * Whether a booking [start, end) lies inside the doctor's hours: within one working interval of
 * its clinic weekday, on a date that is not time off. Used to report (never remove) bookings
 * that a schedule change leaves outside.
 */
export function withinHours(
  booking: { start: Date; end: Date },
  weekly: readonly WeeklyInterval[],
  timeOff: readonly DateRange[],
  zone: string,
): boolean {
  const date = clinicDate(booking.start, zone);
  if (inRanges(date, timeOff)) return false;
  const local = new TZDate(booking.start.getTime(), zone);
  const from = local.getHours() * 60 + local.getMinutes();
  const to = from + Math.round((booking.end.getTime() - booking.start.getTime()) / 60000);
  const weekday = weekdayOf(date);
  return weekly.some((w) => w.weekday === weekday && w.startMinute <= from && to <= w.endMinute);
}
