import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { appointments, doctorTimeOff, users } from '#server/db/schema/index';
import { withinHours } from '#shared/domain/availability';
import type { OutsideHoursBooking } from '#shared/schemas/doctor-profile';
import { occupiesSlot } from '../scheduling/holds';
import { weeklyHours } from '../scheduling/occupancy';

/**
 * The doctor's upcoming bookings (pending or scheduled, still holding their slot) that the
 * current weekly hours and time off leave outside. They are kept: the doctor decides whether to
 * see the patient anyway or to cancel with a reason (ADR 051).
 */
export async function bookingsOutsideHours(
  db: DbOrTx,
  doctorId: string,
  now: Date,
  zone: string,
): Promise<OutsideHoursBooking[]> {
  const [weekly, timeOff, upcoming] = await Promise.all([
    weeklyHours(db, doctorId),
    db
      .select({ startDate: doctorTimeOff.startDate, endDate: doctorTimeOff.endDate })
      .from(doctorTimeOff)
      .where(eq(doctorTimeOff.doctorId, doctorId)),
    db
      .select({
        id: appointments.id,
        start: appointments.startTime,
        end: appointments.endTime,
        status: appointments.status,
        patientName: users.name,
      })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.patientId))
      .where(
        and(
          eq(appointments.doctorId, doctorId),
          inArray(appointments.status, ['pending', 'scheduled']),
          occupiesSlot(now),
          gt(appointments.endTime, now),
        ),
      )
      .orderBy(asc(appointments.startTime)),
  ]);
  return upcoming
    .filter((a) => !withinHours(a, weekly, timeOff, zone))
    .map((a) => ({
      _id: a.id,
      startTime: a.start.toISOString(),
      endTime: a.end.toISOString(),
      patientName: a.patientName,
      status: a.status,
    }));
}
