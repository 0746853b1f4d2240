import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv, AuthUser } from '#server/context';
import type { Tx } from '#server/db/client';
import { appointments, doctors } from '#server/db/schema/index';
import { actorOf } from '#server/lib/actor';
import { conflict, forbidden, notFound } from '#server/lib/errors';
import { currentUser } from '#server/middleware/auth';
import { type DoctorAction, doctorTransition } from '#shared/domain/doctor-transitions';
import { notificationData } from '#shared/domain/notification-texts';
import type { Appointment } from '#shared/schemas/appointment';
import {
  DOCTOR_STATUS_MSG,
  type DoctorStatusChangeInput,
} from '#shared/schemas/appointment-actions';
import { audit } from '../audit/audit.service';
import { recordNotification } from '../notifications/notifications.service';
import {
  type AppointmentRow,
  loadAppointment,
  toAppointment,
} from '../scheduling/appointment.view';
import { holdCutoff } from '../scheduling/holds';
import { getSettings } from '../settings/settings.service';

/** The appointment locked for this transaction; only its own doctor may go on. */
async function lockForDoctor(tx: Tx, id: string, user: AuthUser): Promise<AppointmentRow> {
  const [locked] = await tx
    .select({ doctorUserId: doctors.userId })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(eq(appointments.id, id))
    .for('update', { of: appointments });
  if (!locked) throw notFound('Appointment');
  if (locked.doctorUserId !== user.id) throw forbidden();
  return loadAppointment(tx, id);
}

/**
 * ADR 007: the patient hears of an approval and of a rejection or cancellation (with the reason).
 */
function noticeFor(action: DoctorAction, row: AppointmentRow, reason: string) {
  const doctorName = `Dr. ${row.doctorName}`;
  const start = row.appointment.startTime.toISOString();
  switch (action) {
    case 'approve':
      return notificationData('APPOINTMENT_CONFIRMED', { doctorName, start });
    case 'reject':
      return notificationData('APPOINTMENT_REJECTED', { doctorName, start, reason });
    case 'cancel':
      return notificationData('APPOINTMENT_CANCELLED_BY_DOCTOR', { doctorName, start, reason });
    default:
      // ADR 007 names no notification for completion or a no-show.
      return null;
  }
}

/**
 * PATCH /appointments/{id}/status by the appointment's doctor. The row lock serialises
 * concurrent changes: the second sees the first's result. Asking for the status the appointment
 * already holds, or any change outside the transition table, is 409 "Appointment is already
 * {status}"; a replayed offline change still gets its first answer from the Idempotency-Key
 * store (ADR 050).
 */
export async function changeStatusAsDoctor(
  c: Context<AppEnv>,
  id: string,
  input: DoctorStatusChangeInput,
): Promise<Appointment> {
  const { db, now } = c.get('deps');
  const user = currentUser(c);
  const settings = await getSettings(db);
  const afterCommit = await db.transaction(async (tx) => {
    const row = await lockForDoctor(tx, id, user);
    const from = row.appointment.status;
    const action = doctorTransition(from, input.status);
    // A booking left unconfirmed for 15 minutes holds nothing (ADR 007): there is nothing to
    // approve.
    const a = row.appointment;
    if (a.status === 'pending' && !a.confirmedAt && a.createdAt < holdCutoff(now())) {
      throw conflict('Appointment is already cancelled', 'APPOINTMENT_STATUS');
    }
    if (action === 'same' || action === 'refused')
      throw conflict(`Appointment is already ${from}`, 'APPOINTMENT_STATUS');
    const reason =
      input.status === 'cancelled'
        ? input.reason ||
          (action === 'reject'
            ? DOCTOR_STATUS_MSG.rejectedDefault
            : DOCTOR_STATUS_MSG.cancelledDefault)
        : null;
    await tx
      .update(appointments)
      .set({
        status: input.status,
        ...(reason ? { cancellationReason: reason } : {}),
        // Approval is the doctor's confirmation: the booking no longer expires as a hold.
        ...(action === 'approve' && !row.appointment.confirmedAt ? { confirmedAt: now() } : {}),
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
        details: `${from} → ${input.status} by the doctor (${action})${reason ? `: ${reason}` : ''}`,
      },
      tx,
    );
    const data = noticeFor(action, row, reason ?? '');
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
  await afterCommit?.();
  return toAppointment(await loadAppointment(db, id), settings.timezone);
}
