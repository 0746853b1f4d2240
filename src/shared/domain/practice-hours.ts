import { type DaySlots, minutesOf } from './availability';

/** The weekdays of the weekly shape, in its order (0 = Sunday), with their English names. */
const DAYS = [
  ['sunday', 'Sunday'],
  ['monday', 'Monday'],
  ['tuesday', 'Tuesday'],
  ['wednesday', 'Wednesday'],
  ['thursday', 'Thursday'],
  ['friday', 'Friday'],
  ['saturday', 'Saturday'],
] as const;
type DayKey = (typeof DAYS)[number][0];

/** What the overlap rule reads of a practice: its name and weekly hours. */
export type PracticeHours = {
  name: string;
  availability: Partial<Record<DayKey, DaySlots>>;
};

/**
 * One interval of a practice that shares minutes with another practice's hours on the same
 * weekday (ADR 112). `index` is the later practice in the list, `otherIndex` the earlier one.
 */
export type PracticeOverlap = {
  weekday: DayKey;
  /** The weekday's English name, as the message words it. */
  dayName: string;
  startTime: string;
  endTime: string;
  index: number;
  otherIndex: number;
  practice: string;
  other: string;
};

/**
 * Every interval of a practice that overlaps an earlier practice's hours on the same weekday.
 * A doctor is in one place at a time, so a slot belongs to exactly one practice.
 */
export function practiceOverlaps(practices: readonly PracticeHours[]): PracticeOverlap[] {
  const found: PracticeOverlap[] = [];
  for (const [weekday, dayName] of DAYS) {
    practices.forEach((practice, index) => {
      const day = practice.availability[weekday];
      if (!day?.isAvailable) return;
      for (const slot of day.slots) {
        const [from, to] = [minutesOf(slot.startTime), minutesOf(slot.endTime)];
        const otherIndex = practices.findIndex((other, j) => {
          if (j >= index) return false;
          const theirs = other.availability[weekday];
          return Boolean(
            theirs?.isAvailable &&
              theirs.slots.some((s) => minutesOf(s.startTime) < to && from < minutesOf(s.endTime)),
          );
        });
        if (otherIndex < 0) continue;
        found.push({
          weekday,
          dayName,
          startTime: slot.startTime,
          endTime: slot.endTime,
          index,
          otherIndex,
          practice: practice.name,
          other: practices[otherIndex]!.name,
        });
      }
    });
  }
  return found;
}

/** The template of the refusal; the app translates it with these placeholders. */
export const PRACTICE_OVERLAP_MSG = '{day} {start}–{end} at {practice} overlaps {other}';

/** `Monday 16:00–17:00 at Evening Care Clinic overlaps Shifa International Hospital OPD`. */
export const overlapMessage = (o: PracticeOverlap) =>
  `${o.dayName} ${o.startTime}–${o.endTime} at ${o.practice} overlaps ${o.other}`;
