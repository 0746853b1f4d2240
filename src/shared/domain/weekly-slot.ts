import { type DaySlots, minutesOf } from './availability';
import { SLOT_MINUTES } from './slots';

type Range = [number, number];

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const rangesOf = (day: DaySlots | undefined): Range[] =>
  (day?.isAvailable ? day.slots : []).map((s) => [minutesOf(s.startTime), minutesOf(s.endTime)]);

const toDay = (ranges: Range[]): DaySlots => {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  return {
    isAvailable: sorted.length > 0,
    slots: sorted.map(([s, e]) => ({ startTime: hhmm(s), endTime: hhmm(e) })),
  };
};

/** Whether the weekday's hours hold the whole slot starting at `start` ('HH:MM'). */
export function slotOpen(day: DaySlots | undefined, start: string): boolean {
  const from = minutesOf(start);
  return rangesOf(day).some(([s, e]) => s <= from && from + SLOT_MINUTES <= e);
}

/**
 * The weekday's hours with one slot opened or closed; the rest of the day is kept as the doctor
 * entered it. Setting a state rather than flipping it makes a change sent twice (a replay, two
 * devices) land where it did the first time. Closing can split a range; a piece too short to
 * hold a slot is dropped, since no patient could ever book it. Opening joins the ranges it
 * touches. A day with nothing left is a day off.
 */
export function withSlot(day: DaySlots | undefined, start: string, open: boolean): DaySlots {
  const from = minutesOf(start);
  const to = from + SLOT_MINUTES;
  const ranges = rangesOf(day);
  if (slotOpen(day, start) === open) return toDay(ranges);
  if (open) {
    const touching = ranges.filter(([s, e]) => s <= to && e >= from);
    const joined: Range = [
      Math.min(from, ...touching.map((r) => r[0])),
      Math.max(to, ...touching.map((r) => r[1])),
    ];
    return toDay([...ranges.filter((r) => !touching.includes(r)), joined]);
  }
  const kept = ranges.flatMap(([s, e]): Range[] => {
    if (e <= from || s >= to) return [[s, e]];
    const pieces: Range[] = [
      [s, from],
      [to, e],
    ];
    return pieces.filter(([a, b]) => b - a >= SLOT_MINUTES);
  });
  return toDay(kept);
}
