import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '#server/context';
import { appointments } from '#server/db/schema/index';
import { actorOf } from '#server/lib/actor';
import { conflict, notFound } from '#server/lib/errors';
import { notificationData } from '#shared/domain/notification-texts';
import { ADMIN_MSG, type AdminAppointmentStatus } from '#shared/schemas/admin-records';
import type { Appointment } from '#shared/schemas/appointment';
import { isId } from '#shared/schemas/common';
import { audit } from '../audit/audit.service';
import { recordNotification } from '../notifications/notifications.service';
import { loadAppointment, toAppointment } from '../scheduling/appointment.view';
import { isOverlapViolation, slotTakenError } from '../scheduling/occupancy';
import { getSettings } from '../settings/settings.service';

/**
 * PUT /admin/appointments/{id}/status. The administrator may set any status (ADR 028, ADR 007)
 * but the one already held: that is 409 "Appointment is already {status}", as for the doctor,
 * and changes nothing. The patient hears of a confirmation
 * (pending → scheduled) and of a cancellation, as ADR 007 has them told when a doctor does the
 * same. Reviving a cancelled appointment into a slot taken since is refused by the exclusion
 * constraint: 409 "This time slot is no longer available".
 */
export async function changeStatusAsAdmin(
  c: Context<AppEnv>,
  id: string,
  input: AdminAppointmentStatus,
): Promise<Appointment> {
  if (!isId(id)) throw notFound('Appointment');
  const { db, now } = c.get('deps');
  const settings = await getSettings(db);
  let afterCommit: (() => Promise<void>) | null = null;
  try {
    afterCommit = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.id, id))
        .for('update');
      if (!locked) throw notFound('Appointment');
      const row = await loadAppointment(tx, id);
      const a = row.appointment;
      const from = a.status;
      if (from === input.status) {
        throw conflict(`Appointment is already ${from}`, 'APPOINTMENT_STATUS');
      }
      const cancelled = input.status === 'cancelled';
      const reason = cancelled ? input.reason || ADMIN_MSG.cancelledDefault : null;
      await tx
        .update(appointments)
        .set({
          status: input.status,
          cancellationReason: reason,
          // Set by the administrator, it is no unconfirmed hold that may lapse after 15 minutes.
          ...(!cancelled && !a.confirmedAt ? { confirmedAt: now() } : {}),
          updatedAt: now(),
        })
        .where(eq(appointments.id, id));
      await audit(
        c.get('deps'),
        actorOf(c),
        {
          action: 'status_change',
          resource: 'appointment',
          resourceId: id,
          details: `${from} → ${input.status} by the administrator${reason ? `: ${reason}` : ''}`,
        },
        tx,
      );
      const doctorName = `Dr. ${row.doctorName}`;
      const start = a.startTime.toISOString();
      const data = cancelled
        ? notificationData('APPOINTMENT_CANCELLED_BY_CLINIC', {
            doctorName,
            start,
            reason: reason!,
          })
        : from === 'pending' && input.status === 'scheduled'
          ? notificationData('APPOINTMENT_CONFIRMED_BY_CLINIC', { doctorName, start })
          : null;
      if (!data) return null;
      return recordNotification(
        c.get('deps'),
        {
          userId: row.patient.id,
          email: row.patient.email,
          appointmentId: id,
          data,
          timeZone: settings.timezone,
        },
        tx,
      );
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw slotTakenError();
    throw error;
  }
  await afterCommit?.();
  return toAppointment(await loadAppointment(db, id), settings.timezone);
}
