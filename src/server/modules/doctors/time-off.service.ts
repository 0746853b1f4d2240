import { and, asc, eq, gte } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { doctorTimeOff } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { ApiError, forbidden, notFound } from '#server/lib/errors';
import { clinicToday } from '#shared/domain/clinic-time';
import { clinicDate } from '#shared/domain/slots';
import { isId } from '#shared/schemas/common';
import type { OutsideHoursBooking, TimeOff, TimeOffInput } from '#shared/schemas/doctor-profile';
import { audit } from '../audit/audit.service';
import { getSettings } from '../settings/settings.service';
import { offerFreedDays } from '../waitlist/waitlist-triggers';
import { ownDoctorId } from './doctors.service';
import { bookingsOutsideHours } from './outside-hours';

export const TIME_OFF_OVERLAP = 'This time off overlaps time off you already have';

const toTimeOff = (r: typeof doctorTimeOff.$inferSelect): TimeOff => ({
  _id: r.id,
  startDate: r.startDate,
  endDate: r.endDate,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
});

/** Postgres reports a broken exclusion constraint as 23P01; drizzle may wrap it in `cause`. */
const isExclusionViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23P01' || e?.cause?.code === '23P01';
};

/** GET /doctors/profile/time-off: the doctor's time off that has not ended, soonest first. */
export async function listTimeOff({ db, now }: Deps, user: UserActor): Promise<TimeOff[]> {
  const doctorId = await ownDoctorId(db, user.id);
  const { timezone } = await getSettings(db);
  const rows = await db
    .select()
    .from(doctorTimeOff)
    .where(
      and(
        eq(doctorTimeOff.doctorId, doctorId),
        gte(doctorTimeOff.endDate, clinicToday(now(), timezone)),
      ),
    )
    .orderBy(asc(doctorTimeOff.startDate));
  return rows.map(toTimeOff);
}

/**
 * POST /doctors/profile/time-off. An overlap with existing time off is 400 (the exclusion
 * constraint decides, so two at once cannot both pass). Bookings in the range are kept and
 * reported in `outsideHours`.
 */
export async function addTimeOff(
  deps: Deps,
  user: UserActor,
  input: TimeOffInput,
): Promise<{ timeOff: TimeOff; outsideHours: OutsideHoursBooking[] }> {
  const { db, now } = deps;
  const doctorId = await ownDoctorId(db, user.id);
  const { timezone } = await getSettings(db);
  let created: typeof doctorTimeOff.$inferSelect;
  try {
    created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(doctorTimeOff)
        .values({ doctorId, ...input, createdAt: now() })
        .returning();
      await audit(
        deps,
        user,
        {
          action: 'create',
          resource: 'doctor_time_off',
          resourceId: row.id,
          details: `Time off ${input.startDate} to ${input.endDate}`,
        },
        tx,
      );
      return row;
    });
  } catch (error) {
    if (isExclusionViolation(error)) {
      throw new ApiError(400, TIME_OFF_OVERLAP, {
        errors: [{ path: 'startDate', message: TIME_OFF_OVERLAP }],
      });
    }
    throw error;
  }
  const outsideHours = await bookingsOutsideHours(db, doctorId, now(), timezone);
  const inRange = outsideHours.filter((b) => {
    const date = clinicDate(new Date(b.startTime), timezone);
    return date >= input.startDate && date <= input.endDate;
  });
  return { timeOff: toTimeOff(created), outsideHours: inRange };
}

/** DELETE /doctors/profile/time-off/{id}: the doctor's own only (someone else's is 403). */
export async function removeTimeOff(
  deps: Deps,
  user: UserActor,
  { id }: { id: string },
): Promise<void> {
  const { db } = deps;
  if (!isId(id)) throw notFound('Time off');
  const doctorId = await ownDoctorId(db, user.id);
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        doctorId: doctorTimeOff.doctorId,
        startDate: doctorTimeOff.startDate,
        endDate: doctorTimeOff.endDate,
      })
      .from(doctorTimeOff)
      .where(eq(doctorTimeOff.id, id))
      .for('update');
    if (!row) throw notFound('Time off');
    if (row.doctorId !== doctorId) throw forbidden();
    await tx.delete(doctorTimeOff).where(eq(doctorTimeOff.id, id));
    await audit(deps, user, { action: 'delete', resource: 'doctor_time_off', resourceId: id }, tx);
    return row;
  });
  // The days are working days again: their slots go to the waitlist (ADR 101).
  await offerFreedDays(deps, doctorId, removed.startDate, removed.endDate);
}
