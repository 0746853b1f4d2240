import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Deps } from '#server/context';
import { doctorAvailability } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { ApiError } from '#server/lib/errors';
import { minutesOf } from '#shared/domain/availability';
import { withSlot } from '#shared/domain/weekly-slot';
import type { Doctor } from '#shared/schemas/doctor';
import { WEEKDAYS } from '#shared/schemas/doctor';
import { DayAvailabilitySchema, type OutsideHoursBooking } from '#shared/schemas/doctor-profile';
import type { SlotChange } from '#shared/schemas/slot-change';
import { audit } from '../audit/audit.service';
import { weeklyHours } from '../scheduling/occupancy';
import { getSettings } from '../settings/settings.service';
import { offerNewHours } from '../waitlist/waitlist-triggers';
import { toWeeklyAvailability } from './doctor.view';
import { getOwnProfile } from './doctor-profile.service';
import { ownDoctorId } from './doctors.service';
import { bookingsOutsideHours } from './outside-hours';

/**
 * PATCH /doctors/profile/availability: one slot of one weekday opened or closed (Manage
 * Schedule). Only that weekday's rows are rewritten, under the doctor row's lock, so two changes
 * at once (two tabs, a replayed queue) both land; the slots patients see change with the commit.
 * A slot already in the asked-for state writes nothing.
 */
export async function setOwnSlot(
  deps: Deps,
  user: UserActor,
  input: SlotChange,
): Promise<Doctor & { outsideHours: OutsideHoursBooking[] }> {
  const { db, now } = deps;
  const weekday = WEEKDAYS.indexOf(input.day);
  const before = await weeklyHours(db, await ownDoctorId(db, user.id));
  const doctorId = await db.transaction(async (tx) => {
    const id = await ownDoctorId(tx, user.id, true);
    const here = and(eq(doctorAvailability.doctorId, id), eq(doctorAvailability.weekday, weekday));
    const rows = await tx
      .select({
        weekday: doctorAvailability.weekday,
        startMinute: doctorAvailability.startMinute,
        endMinute: doctorAvailability.endMinute,
      })
      .from(doctorAvailability)
      .where(here);
    const before = toWeeklyAvailability(rows)[input.day];
    const after = withSlot(before, input.startTime, input.open);
    if (JSON.stringify(after) === JSON.stringify(before)) return id;
    const checked = v.safeParse(DayAvailabilitySchema, after);
    if (!checked.success) {
      const message = checked.issues[0].message;
      throw new ApiError(400, message, { errors: [{ path: 'startTime', message }] });
    }
    await tx.delete(doctorAvailability).where(here);
    if (after.slots.length > 0) {
      await tx.insert(doctorAvailability).values(
        after.slots.map((s) => ({
          doctorId: id,
          weekday,
          startMinute: minutesOf(s.startTime),
          endMinute: minutesOf(s.endTime),
        })),
      );
    }
    await audit(
      deps,
      user,
      {
        action: 'update',
        resource: 'doctor_availability',
        resourceId: id,
        details: `${input.open ? 'Opened' : 'Closed'} the ${input.startTime} slot on ${input.day}s`,
      },
      tx,
    );
    return id;
  });
  // A slot opened goes to the waitlist on the dates people wait for (ADR 101).
  if (input.open) await offerNewHours(deps, doctorId, before);
  const { timezone } = await getSettings(db);
  const outsideHours = await bookingsOutsideHours(db, doctorId, now(), timezone);
  return { ...(await getOwnProfile(deps, user)), outsideHours };
}
