import * as v from 'valibot';
import { minutesOf } from '../domain/availability';
import { SLOT_MINUTES } from '../domain/slots';
import { WEEKDAYS } from './doctor';
import { PROFILE_MSG } from './doctor-profile';

export const SLOT_CHANGE_MSG = {
  day: 'Please choose a day of the week',
  open: 'Please say whether the slot is open',
  late: 'A slot must end by midnight',
} as const;

/** Any clinic time whose 30 minutes end by midnight (hours need not start on the half hour). */
const SlotStart = v.pipe(
  v.string(PROFILE_MSG.time),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, PROFILE_MSG.time),
  v.check((t) => minutesOf(t) + SLOT_MINUTES <= minutesOf('24:00'), SLOT_CHANGE_MSG.late),
);

/**
 * PATCH /doctors/profile/availability: one 30-minute slot of a weekday opened or closed, for
 * every week (clinic time), at one practice. It says the state the slot should have, not "flip it".
 */
export const SlotChangeSchema = v.object({
  day: v.picklist(WEEKDAYS, SLOT_CHANGE_MSG.day),
  startTime: SlotStart,
  open: v.boolean(SLOT_CHANGE_MSG.open),
  /**
   * The practice whose hours change (ADR 112). Left out: to close, the practice whose hours hold
   * the slot; to open, the one whose hours touch it, or the first clinic.
   */
  practiceId: v.optional(v.pipe(v.string(), v.uuid('Practice not found'))),
});
export type SlotChange = v.InferOutput<typeof SlotChangeSchema>;
