import { eq, sql } from 'drizzle-orm';
import { appointments } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { conflict } from '#server/lib/errors';
import { notificationData } from '#shared/domain/notification-texts';
import type { Appointment } from '#shared/schemas/appointment';
import {
  type CancelAppointmentInput,
  PATIENT_CHANGEABLE_STATUSES,
  type RescheduleAppointmentInput,
} from '#shared/schemas/appointment-actions';
import { audit } from '../audit/audit.service';
import { notifyAboutAppointment } from '../notifications/notifications.service';
import { viewAppointment } from '../scheduling/appointment.view';
import { lockAppointment } from '../scheduling/appointment-lock';
import { isStaleHold, releaseStaleHolds } from '../scheduling/holds';
import { assertSlotBookable, refusingOverlap } from '../scheduling/occupancy';
import { doctorsPractice } from '../scheduling/practices';
import { takeOffer } from '../scheduling/waitlist-holds';
import { getSettings } from '../settings/settings.service';
import { type OpenedSlot, offerOpenedSlots } from '../waitlist/waitlist-offers';
import { changeStatus, type StatusDeps } from './change-status';

type Target = { id: string };

/**
 * POST /appointments/{id}/cancel by the appointment's patient. Cancelling an already cancelled
 * appointment is a success that changes nothing (ADR 006: a replayed offline cancel must not
 * fail or notify twice); the doctor hears of the cancellation (ADR 007).
 */
export function cancelAppointment(
  deps: StatusDeps,
  actor: UserActor,
  { id, reason }: Target & CancelAppointmentInput,
): Promise<Appointment> {
  return changeStatus(deps, actor, id, 'cancelled', reason);
}

/**
 * POST /appointments/{id}/reschedule: to a slot the availability call would offer at the
 * appointment's practice (ADR 112), not counting this appointment itself. The exclusion
 * constraint has the last word on races. A new time is no new status, so this is not a status
 * change; the doctor is told (ADR 007).
 */
export async function rescheduleAppointment(
  deps: StatusDeps,
  actor: UserActor,
  { id, ...input }: Target & RescheduleAppointmentInput,
): Promise<Appointment> {
  const settings = await getSettings(deps.db);
  const start = new Date(input.startTime);
  const end = new Date(input.endTime);
  let freed: OpenedSlot[] = [];
  const afterCommit = await refusingOverlap(() =>
    deps.db.transaction(async (tx) => {
      const now = deps.now();
      const row = await lockAppointment(tx, id, actor);
      const a = row.appointment;
      if (!PATIENT_CHANGEABLE_STATUSES.includes(a.status)) {
        throw conflict(`Appointment is already ${a.status}`, 'APPOINTMENT_STATUS');
      }
      // A booking left unconfirmed for 15 minutes holds nothing (ADR 007): it is not moved, and the
      // doctor's other stale holds make way so the exclusion constraint judges only real ones.
      if (isStaleHold(a, now))
        throw conflict('Appointment is already cancelled', 'APPOINTMENT_STATUS');
      const released = await releaseStaleHolds(tx, now, a.doctorId);
      // The slot left behind, and holds released, go to the waitlist after the commit (ADR 101);
      // a slot the waitlist holds for this patient and person may be moved onto.
      freed = [...released, { doctorId: a.doctorId, start: a.startTime, end: a.endTime }];
      // Only the patient reschedules here: the booking is in the app, so it has an account.
      const holder = { patientId: a.patientId!, familyMemberId: a.familyMemberId };
      // The visit stays at the practice booked, whose fee it carries (ADR 112); one the doctor
      // has since removed leaves any of the doctor's hours.
      const practice = a.practiceId
        ? await doctorsPractice(tx, a.doctorId, a.practiceId)
        : undefined;
      await assertSlotBookable(tx, { id: a.doctorId }, start, end, now, {
        excludeAppointmentId: id,
        settings,
        holder,
        practice,
      });
      await tx
        .update(appointments)
        // A new time needs new reminders, 24 and 2 hours before it.
        .set({
          startTime: start,
          endTime: end,
          reminderSentAt: null,
          reminder2hSentAt: null,
          // The calendar file's SEQUENCE: the same event, a later version (ADR 106).
          calendarSequence: sql`${appointments.calendarSequence} + 1`,
          updatedAt: now,
        })
        .where(eq(appointments.id, id));
      await takeOffer(tx, { doctorId: a.doctorId, start }, holder, now);
      await audit(
        deps,
        actor,
        {
          action: 'update',
          resource: 'appointment',
          resourceId: id,
          details: `Rescheduled by the patient from ${a.startTime.toISOString()} to ${start.toISOString()}`,
        },
        tx,
      );
      const data = notificationData('APPOINTMENT_RESCHEDULED', {
        patientName: row.patient.name,
        from: a.startTime.toISOString(),
        to: start.toISOString(),
      });
      return notifyAboutAppointment(deps, row, 'doctor', data, settings.timezone, tx);
    }),
  );
  await afterCommit();
  await offerOpenedSlots(deps, freed);
  return viewAppointment(deps.db, id, settings.timezone);
}
