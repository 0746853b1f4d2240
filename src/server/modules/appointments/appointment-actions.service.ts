import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv, AuthUser } from '#server/context';
import type { Tx } from '#server/db/client';
import { appointments, users } from '#server/db/schema/index';
import { actorOf } from '#server/lib/actor';
import { conflict, forbidden, notFound } from '#server/lib/errors';
import { currentUser } from '#server/middleware/auth';
import { type NotificationData, notificationData } from '#shared/domain/notification-texts';
import type { Appointment, AppointmentStatus } from '#shared/schemas/appointment';
import {
  type CancelAppointmentInput,
  PATIENT_CHANGEABLE_STATUSES,
  type RescheduleAppointmentInput,
} from '#shared/schemas/appointment-actions';
import { isId } from '#shared/schemas/common';
import type { Settings } from '#shared/schemas/settings';
import { audit } from '../audit/audit.service';
import { recordNotification } from '../notifications/notifications.service';
import {
  type AppointmentRow,
  loadAppointment,
  toAppointment,
} from '../scheduling/appointment.view';
import { holdCutoff, releaseStaleHolds } from '../scheduling/holds';
import { assertSlotBookable, isOverlapViolation, slotTakenError } from '../scheduling/occupancy';
import { getSettings } from '../settings/settings.service';

/** A malformed id names no appointment: 404, not 400, so ids are never probed for shape. */
export function appointmentId(raw: string): string {
  if (!isId(raw)) throw notFound('Appointment');
  return raw;
}

/** The appointment, locked for this transaction, after the patient-only permission check. */
async function lockOwn(tx: Tx, id: string, user: AuthUser): Promise<AppointmentRow> {
  const [locked] = await tx
    .select({ patientId: appointments.patientId })
    .from(appointments)
    .where(eq(appointments.id, id))
    .for('update');
  if (!locked) throw notFound('Appointment');
  if (locked.patientId !== user.id) throw forbidden();
  return loadAppointment(tx, id);
}

function assertChangeable(status: AppointmentStatus) {
  if (!PATIENT_CHANGEABLE_STATUSES.includes(status)) {
    throw conflict(`Appointment is already ${status}`, 'APPOINTMENT_STATUS');
  }
}

/** ADR 007: the other party (the doctor) hears of the change; the e-mail copy goes after commit. */
async function notifyDoctor(
  c: Context<AppEnv>,
  tx: Tx,
  row: AppointmentRow,
  data: NotificationData,
  settings: Settings,
) {
  const [doctorUser] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, row.doctor.userId));
  return recordNotification(
    c.get('deps'),
    {
      userId: row.doctor.userId,
      email: doctorUser.email,
      appointmentId: row.appointment.id,
      data,
      timeZone: settings.timezone,
    },
    tx,
  );
}

async function answer(c: Context<AppEnv>, id: string): Promise<Appointment> {
  const { db } = c.get('deps');
  const { timezone } = await getSettings(db);
  return toAppointment(await loadAppointment(db, id), timezone);
}

/**
 * POST /appointments/{id}/cancel. Cancelling an already cancelled appointment is a success
 * that changes nothing (ADR 006: a replayed offline cancel must not fail or notify twice).
 */
export async function cancelAppointment(
  c: Context<AppEnv>,
  id: string,
  { reason }: CancelAppointmentInput,
): Promise<Appointment> {
  const { db, now } = c.get('deps');
  const user = currentUser(c);
  const settings = await getSettings(db);
  const afterCommit = await db.transaction(async (tx) => {
    const row = await lockOwn(tx, id, user);
    const a = row.appointment;
    if (a.status === 'cancelled') return null;
    assertChangeable(a.status);
    await tx
      .update(appointments)
      .set({ status: 'cancelled', cancellationReason: reason, updatedAt: now() })
      .where(eq(appointments.id, id));
    await audit(
      c.get('deps'),
      actorOf(c),
      {
        action: 'status_change',
        resource: 'appointment',
        resourceId: id,
        details: `${a.status} → cancelled by the patient: ${reason}`,
      },
      tx,
    );
    const data = notificationData('APPOINTMENT_CANCELLED', {
      patientName: user.name,
      start: a.startTime.toISOString(),
      reason,
    });
    return notifyDoctor(c, tx, row, data, settings);
  });
  await afterCommit?.();
  return answer(c, id);
}

/**
 * POST /appointments/{id}/reschedule: to a slot the availability call would offer, not
 * counting this appointment itself. The exclusion constraint has the last word on races.
 */
export async function rescheduleAppointment(
  c: Context<AppEnv>,
  id: string,
  input: RescheduleAppointmentInput,
): Promise<Appointment> {
  const { db, now } = c.get('deps');
  const user = currentUser(c);
  const settings = await getSettings(db);
  const start = new Date(input.startTime);
  const end = new Date(input.endTime);
  try {
    const afterCommit = await db.transaction(async (tx) => {
      const row = await lockOwn(tx, id, user);
      const a = row.appointment;
      assertChangeable(a.status);
      // A booking left unconfirmed for 15 minutes holds nothing (ADR 007): it is not moved, and the
      // doctor's other stale holds make way so the exclusion constraint judges only real ones.
      if (a.status === 'pending' && !a.confirmedAt && a.createdAt < holdCutoff(now())) {
        throw conflict('Appointment is already cancelled', 'APPOINTMENT_STATUS');
      }
      await releaseStaleHolds(tx, now(), a.doctorId);
      await assertSlotBookable(tx, { id: a.doctorId }, start, end, now(), {
        excludeAppointmentId: id,
        settings,
      });
      await tx
        .update(appointments)
        // A new time needs a new 24-hour reminder.
        .set({ startTime: start, endTime: end, reminderSentAt: null, updatedAt: now() })
        .where(eq(appointments.id, id));
      await audit(
        c.get('deps'),
        actorOf(c),
        {
          action: 'update',
          resource: 'appointment',
          resourceId: id,
          details: `Rescheduled by the patient from ${a.startTime.toISOString()} to ${start.toISOString()}`,
        },
        tx,
      );
      const data = notificationData('APPOINTMENT_RESCHEDULED', {
        patientName: user.name,
        from: a.startTime.toISOString(),
        to: start.toISOString(),
      });
      return notifyDoctor(c, tx, row, data, settings);
    });
    await afterCommit();
  } catch (error) {
    if (isOverlapViolation(error)) throw slotTakenError();
    throw error;
  }
  return answer(c, id);
}
