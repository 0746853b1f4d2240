import { addDays, isSameMonth, lightFormat, startOfMonth, startOfWeek } from 'date-fns';
import { type DaySlots, minutesOf } from '#shared/domain/availability';
import { WEEKDAYS } from '#shared/schemas/doctor';

/** ADR 079: the week starts on Sunday; slots are 30 minutes. */
const WEEK_STARTS_ON = 0;
export const SLOT_MINUTES = 30;
export const MONTH_CELLS = 42;

export type Weekday = (typeof WEEKDAYS)[number];
export type Weekly = Partial<Record<Weekday, DaySlots>>;

// Clinic calendar dates ('yyyy-MM-dd') are only counted here, never turned into instants, so
// the device's zone cannot move a day (the instants are placed in clinic time by clinicDateOf).
// Local midnight, as date-fns's parseISO gives, without its 1.2 KB parser for every ISO form.
const day = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const iso = (date: Date) => lightFormat(date, 'yyyy-MM-dd');

export const weekdayOf = (date: string): Weekday => WEEKDAYS[day(date).getDay()];

/** ADR 080, Profile: "The estimate of appointment slots is total minutes divided by 30." */
export function slotEstimate(weekly: Weekly): number {
  let minutes = 0;
  for (const d of Object.values(weekly)) {
    if (!d?.isAvailable) continue;
    for (const s of d.slots) minutes += Math.max(0, minutesOf(s.endTime) - minutesOf(s.startTime));
  }
  return Math.floor(minutes / SLOT_MINUTES);
}

/** The 30-minute slot starts of one weekday, e.g. ['09:00', '09:30']. */
export function slotTimes(d: DaySlots | undefined): string[] {
  if (!d?.isAvailable) return [];
  const out: string[] = [];
  for (const s of d.slots) {
    for (
      let m = minutesOf(s.startTime);
      m + SLOT_MINUTES <= minutesOf(s.endTime);
      m += SLOT_MINUTES
    )
      out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out.sort();
}

/**
 * The slot buttons of Manage Schedule: every slot start that any weekday's hours hold, so a slot
 * closed on one weekday stays on screen (not pressed) to be opened again.
 */
export function weekGrid(weekly: Weekly | undefined): string[] {
  const times = new Set(Object.values(weekly ?? {}).flatMap((d) => slotTimes(d)));
  return [...times].sort();
}

/** The seven dates of the week holding `date`, Sunday first. */
export function weekOf(date: string): string[] {
  const start = startOfWeek(day(date), { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: 7 }, (_, i) => iso(addDays(start, i)));
}

/** ADR 080, Month: 42 cells (6 weeks) from the Sunday on or before the 1st. */
export function monthGrid(date: string): { date: string; inMonth: boolean }[] {
  const first = startOfMonth(day(date));
  const start = startOfWeek(first, { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: MONTH_CELLS }, (_, i) => {
    const cell = addDays(start, i);
    return { date: iso(cell), inMonth: isSameMonth(cell, first) };
  });
}
