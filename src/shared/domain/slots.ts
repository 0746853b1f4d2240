import { TZDate } from '@date-fns/tz';
import { addDays, addMinutes, addMonths, lightFormat } from 'date-fns';
import { isDateOnly } from './clinic-time';

/**
 * ADR 007: 30-minute slots, at most 3 months ahead; an unconfirmed booking holds its slot 15
 * minutes.
 */
export const SLOT_MINUTES = 30;
export const BOOKING_HORIZON_MONTHS = 3;
export const UNCONFIRMED_HOLD_MINUTES = 15;

/**
 * One working interval of the weekly availability, in clinic minutes from 00:00 (0 = Sunday), and
 * the practice it belongs to when known (ADR 112).
 */
export type WeeklyInterval = {
  weekday: number;
  startMinute: number;
  endMinute: number;
  practiceId?: string;
};
export type Interval = { start: Date; end: Date };
/** A slot, with the practice whose hours hold it when the weekly hours name one. */
export type PracticeSlot = Interval & { practiceId?: string };

/** What the slot rules need besides the date: all instants, the clinic zone and the day's load. */
export type SlotContext = {
  weekly: readonly WeeklyInterval[];
  zone: string;
  now: Date;
  /** Non-cancelled appointments (stale unconfirmed holds already left out) that may overlap. */
  busy: readonly Interval[];
  maxPerDay: number;
  /** Non-cancelled appointments of the doctor on that clinic day. */
  bookedThatDay: number;
};

export type SlotRefusal = 'past' | 'too-far' | 'day-off' | 'outside' | 'taken' | 'full';

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y!, m! - 1, d!];
}

/** The weekday of a calendar date; a date has the same weekday in every zone. */
export function weekdayOf(date: string): number {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m, d)).getUTCDay();
}

/** The clinic calendar date of an instant, 'yyyy-MM-dd'. */
export function clinicDate(instant: Date, zone: string): string {
  return lightFormat(new TZDate(instant.getTime(), zone), 'yyyy-MM-dd');
}

/** The instants where a clinic day starts and the next one starts (23 or 25 hours apart on DST days). */
export function clinicDayBounds(date: string, zone: string): Interval {
  const [y, m, d] = parts(date);
  const start = new TZDate(y, m, d, zone);
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
}

/**
 * The clinic dates of the search filter's window: today; this week (today to Saturday, weeks
 * start on Sunday as in the doctor's schedule); next week (the following Sunday to Saturday).
 */
export function windowDates(window: 'today' | 'week' | 'nextweek', now: Date, zone: string) {
  const today = new TZDate(now.getTime(), zone);
  const dow = today.getDay();
  const [from, to] =
    window === 'today' ? [0, 0] : window === 'week' ? [0, 6 - dow] : [7 - dow, 13 - dow];
  const dates: string[] = [];
  for (let i = from; i <= to; i++) dates.push(lightFormat(addDays(today, i), 'yyyy-MM-dd'));
  return dates;
}

/** The last clinic date a booking may fall on: today plus 3 months, by the calendar. */
export function lastBookableDate(now: Date, zone: string): string {
  return lightFormat(
    addMonths(new TZDate(now.getTime(), zone), BOOKING_HORIZON_MONTHS),
    'yyyy-MM-dd',
  );
}

/**
 * Every 30-minute slot of the weekday's availability on that date, by the clinic's wall clock,
 * whatever the zone of the process. Overlapping availability rows give each slot once.
 */
export function candidateSlots(
  weekly: readonly WeeklyInterval[],
  date: string,
  zone: string,
): PracticeSlot[] {
  if (!isDateOnly(date)) return [];
  const [y, m, d] = parts(date);
  const weekday = weekdayOf(date);
  const byStart = new Map<number, PracticeSlot>();
  for (const row of weekly) {
    if (row.weekday !== weekday) continue;
    for (let t = row.startMinute; t + SLOT_MINUTES <= row.endMinute; t += SLOT_MINUTES) {
      const start = new TZDate(y, m, d, Math.floor(t / 60), t % 60, zone);
      const ms = start.getTime();
      if (!byStart.has(ms)) {
        byStart.set(ms, {
          start: new Date(ms),
          end: addMinutes(new Date(ms), SLOT_MINUTES),
          ...(row.practiceId ? { practiceId: row.practiceId } : {}),
        });
      }
    }
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * The bookable slots of one clinic date (ADR 007): an empty list on a day off, a full day or out of
 * range.
 */
export function generateSlots(ctx: SlotContext, date: string): PracticeSlot[] {
  if (!isDateOnly(date)) return [];
  if (date > lastBookableDate(ctx.now, ctx.zone)) return [];
  if (ctx.bookedThatDay >= ctx.maxPerDay) return [];
  return candidateSlots(ctx.weekly, date, ctx.zone).filter(
    (slot) => slot.start > ctx.now && !ctx.busy.some((b) => overlaps(b, slot)),
  );
}

/**
 * Why a requested slot is not one generateSlots would offer, or null when it is bookable.
 * Checked in this order so that the message names the first rule broken.
 */
export function checkSlot(ctx: SlotContext, start: Date, end: Date): SlotRefusal | null {
  if (start <= ctx.now) return 'past';
  const date = clinicDate(start, ctx.zone);
  if (date > lastBookableDate(ctx.now, ctx.zone)) return 'too-far';
  const weekday = weekdayOf(date);
  if (!ctx.weekly.some((row) => row.weekday === weekday)) return 'day-off';
  const offered = candidateSlots(ctx.weekly, date, ctx.zone).some(
    (slot) => slot.start.getTime() === start.getTime() && slot.end.getTime() === end.getTime(),
  );
  if (!offered) return 'outside';
  if (ctx.busy.some((b) => overlaps(b, { start, end }))) return 'taken';
  if (ctx.bookedThatDay >= ctx.maxPerDay) return 'full';
  return null;
}

/**
 * The practice whose weekly hours offer exactly [start, end) on the clinic's calendar, or
 * undefined when none does (ADR 112: hours never overlap, so there is at most one).
 */
export function slotPractice(
  weekly: readonly WeeklyInterval[],
  start: Date,
  end: Date,
  zone: string,
): string | undefined {
  return candidateSlots(weekly, clinicDate(start, zone), zone).find(
    (slot) => slot.start.getTime() === start.getTime() && slot.end.getTime() === end.getTime(),
  )?.practiceId;
}
