import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Deps } from '#server/context';
import { doctorAvailability, doctors } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { ApiError, notFound } from '#server/lib/errors';
import { minutesOf } from '#shared/domain/availability';
import { overlapMessage, practiceOverlaps } from '#shared/domain/practice-hours';
import { SLOT_MINUTES } from '#shared/domain/slots';
import { withSlot } from '#shared/domain/weekly-slot';
import type { Doctor } from '#shared/schemas/doctor';
import { WEEKDAYS } from '#shared/schemas/doctor';
import { DayAvailabilitySchema, type OutsideHoursBooking } from '#shared/schemas/doctor-profile';
import type { SlotChange } from '#shared/schemas/slot-change';
import { audit } from '../audit/audit.service';
import { weeklyHours } from '../scheduling/occupancy';
import { getSettings } from '../settings/settings.service';
import { offerNewHours } from '../waitlist/waitlist-triggers';
import { getOwnProfile } from './doctor-profile.service';
import { ownDoctorId } from './doctors.service';
import { bookingsOutsideHours } from './outside-hours';
import { hoursClashError, isHoursClash } from './practices.service';
import {
  firstClinicOf,
  type PracticeRow,
  practicesOf,
  toWeeklyAvailability,
} from './practices.view';

/**
 * The practice a slot change applies to (ADR 112): the one named; else, to close, the one whose
 * hours hold the slot, and to open, the one whose hours touch it, or the first clinic.
 */
function practiceFor(
  stored: readonly PracticeRow[],
  weekday: number,
  input: SlotChange,
): { target?: PracticeRow; holder?: PracticeRow } {
  const from = minutesOf(input.startTime);
  const to = from + SLOT_MINUTES;
  const day = (p: PracticeRow) => p.hours.filter((h) => h.weekday === weekday);
  const holder = stored.find((p) => day(p).some((h) => h.startMinute <= from && to <= h.endMinute));
  if (input.practiceId) {
    const named = stored.find((p) => p.id === input.practiceId);
    if (!named) throw notFound('Practice');
    return { target: named, holder };
  }
  if (!input.open) return { target: holder, holder };
  const touching = stored.find((p) =>
    day(p).some((h) => h.startMinute <= to && h.endMinute >= from),
  );
  return { target: holder ?? touching ?? firstClinicOf(stored), holder };
}

/**
 * PATCH /doctors/profile/availability: one slot of one weekday opened or closed (Manage
 * Schedule), at one practice (ADR 112). Only that practice's rows of that weekday are rewritten,
 * under the doctor row's lock, so two changes at once (two tabs, a replayed queue) both land; the
 * slots patients see change with the commit. A slot already in the asked-for state writes
 * nothing; opening one that another practice's hours hold, or overlap, is refused with the words
 * of ADR 112.
 */
export async function setOwnSlot(
  deps: Deps,
  user: UserActor,
  input: SlotChange,
): Promise<Doctor & { outsideHours: OutsideHoursBooking[] }> {
  const { db, now } = deps;
  const weekday = WEEKDAYS.indexOf(input.day);
  const before = await weeklyHours(db, await ownDoctorId(db, user.id));
  let doctorId: string;
  try {
    doctorId = await db.transaction(async (tx) => {
      const id = await ownDoctorId(tx, user.id, true);
      const stored = (await practicesOf(tx, [id])).get(id) ?? [];
      const { target, holder } = practiceFor(stored, weekday, input);
      // Closing a slot no practice holds changes nothing, nor does closing at the named practice
      // a slot another practice holds. Opening one there is refused below as an overlap.
      if (!target || (!input.open && holder !== target)) return id;
      const dayOf = (p: PracticeRow) =>
        toWeeklyAvailability(p.hours.filter((h) => h.weekday === weekday))[input.day];
      const current = dayOf(target);
      const after = withSlot(current, input.startTime, input.open);
      if (JSON.stringify(after) === JSON.stringify(current)) return id;
      const checked = v.safeParse(DayAvailabilitySchema, after);
      if (!checked.success) {
        const message = checked.issues[0].message;
        throw new ApiError(400, message, { errors: [{ path: 'startTime', message }] });
      }
      const overlap = practiceOverlaps([
        ...stored
          .filter((p) => p !== target)
          .map((p) => ({ name: p.name, availability: { [input.day]: dayOf(p) } })),
        { name: target.name, availability: { [input.day]: after } },
      ])[0];
      if (overlap) {
        const message = overlapMessage(overlap);
        throw new ApiError(400, message, { errors: [{ path: 'startTime', message }] });
      }
      await tx
        .delete(doctorAvailability)
        .where(
          and(
            eq(doctorAvailability.practiceId, target.id),
            eq(doctorAvailability.weekday, weekday),
          ),
        );
      if (after.slots.length > 0) {
        await tx.insert(doctorAvailability).values(
          after.slots.map((s) => ({
            doctorId: id,
            practiceId: target.id,
            weekday,
            startMinute: minutesOf(s.startTime),
            endMinute: minutesOf(s.endTime),
          })),
        );
      }
      // The profile's version moves on (ADR 114): a profile edited before this would undo it.
      await tx.update(doctors).set({ updatedAt: now() }).where(eq(doctors.id, id));
      const where = stored.length > 1 ? ` at ${target.name}` : '';
      await audit(
        deps,
        user,
        {
          action: 'update',
          resource: 'doctor_availability',
          resourceId: id,
          details: `${input.open ? 'Opened' : 'Closed'} the ${input.startTime} slot on ${input.day}s${where}`,
        },
        tx,
      );
      return id;
    });
  } catch (error) {
    if (isHoursClash(error)) throw hoursClashError();
    throw error;
  }
  // A slot opened goes to the waitlist on the dates people wait for (ADR 101).
  if (input.open) await offerNewHours(deps, doctorId, before);
  const { timezone } = await getSettings(db);
  const outsideHours = await bookingsOutsideHours(db, doctorId, now(), timezone);
  return { ...(await getOwnProfile(deps, user)), outsideHours };
}
