import type { DoctorProfile } from '#app/offline/collections/schedule';
import type { PracticeKind } from '#shared/schemas/practice';
import { slotTimes, type Weekday, type Weekly } from './schedule-grid';

/** A practice as Manage Schedule draws it: its place in the list names its colour (ADR 114). */
export type SchedulePractice = {
  _id: string;
  index: number;
  name: string;
  kind: PracticeKind;
  availability: Weekly;
  /** The first clinic: the seed-era hours mirror it, and the slot toggle changes it. */
  mirrored: boolean;
};

/** One practice's slots on one date. */
export type DayPractice = SchedulePractice & { slots: string[] };

/**
 * The doctor's practices from the device's copy of the profile; none for a profile from before
 * practices. The first clinic's hours are the mirror's: a queued slot change shows there at once.
 */
export function schedulePractices(profile: DoctorProfile): SchedulePractice[] {
  const list = Array.isArray(profile.practices) ? profile.practices : [];
  const first = list.findIndex((p) => p.kind === 'clinic');
  return list.map((p, index) => ({
    _id: p._id,
    index,
    name: p.name,
    kind: p.kind === 'video' ? 'video' : 'clinic',
    availability: (index === first ? profile.availability : p.availability) ?? {},
    mirrored: index === first,
  }));
}

/** The practices that hold slots on this weekday, each with its slot starts. */
export function practicesOn(list: readonly SchedulePractice[], day: Weekday): DayPractice[] {
  return list
    .map((p) => ({ ...p, slots: slotTimes(p.availability[day]) }))
    .filter((p) => p.slots.length > 0);
}

/** The slot starts of every practice on this weekday, in time order. */
export const allSlots = (on: readonly DayPractice[]) => on.flatMap((p) => p.slots).sort();
