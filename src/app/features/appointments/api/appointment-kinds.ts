import { clinicWhen } from '#app/lib/format';
import { t } from '#app/lib/i18n';
import { appointments, putAppointment } from '#app/offline/collections/appointments';
import type { SyncKind } from '#app/offline/types';
import type { Appointment } from '#shared/schemas/appointment';
import { clinicDateAndTime } from './appointments-api';

export const CANCEL_KIND = 'appointment.cancel';
export const RESCHEDULE_KIND = 'appointment.reschedule';

/** What describe() needs to name the appointment in plain words, kept with the payload. */
type Named = { id: string; doctorName: string; previousStart: string };
export type CancelPayload = Named & { reason: string };
export type ReschedulePayload = Named & { startTime: string; endTime: string };

/** The patient's cancel as an offline change (ADR 006). */
export const cancelKind: SyncKind<CancelPayload, Appointment> = {
  name: CANCEL_KIND,
  method: 'POST',
  path: (p) => `/appointments/${encodeURIComponent(p.id)}/cancel`,
  body: (p) => ({ reason: p.reason }),
  entityId: (p) => p.id,
  collection: appointments,
  async applyLocal(db, p, { userId }) {
    const row = await db.appointments.get([userId, p.id]);
    // Already cancelled on the server: its reason stands (the replay changes nothing there).
    if (!row || row.status === 'cancelled') return;
    await db.appointments.update([userId, p.id], {
      status: 'cancelled',
      cancellationReason: p.reason,
    });
  },
  onSuccess: (db, data, _p, { userId }) => putAppointment(db, data, userId),
  describe: (p) =>
    t('Cancel the appointment with {doctor} on {when}', {
      doctor: p.doctorName,
      when: clinicWhen(p.previousStart),
    }),
};

/** The patient's reschedule as an offline change (ADR 006). */
export const rescheduleKind: SyncKind<ReschedulePayload, Appointment> = {
  name: RESCHEDULE_KIND,
  method: 'POST',
  path: (p) => `/appointments/${encodeURIComponent(p.id)}/reschedule`,
  body: (p) => ({ startTime: p.startTime, endTime: p.endTime }),
  entityId: (p) => p.id,
  collection: appointments,
  async applyLocal(db, p, { userId }) {
    const row = await db.appointments.get([userId, p.id]);
    if (!row || (row.status !== 'pending' && row.status !== 'scheduled')) return;
    const { date, time } = clinicDateAndTime(p.startTime);
    await db.appointments.update([userId, p.id], {
      startTime: p.startTime,
      endTime: p.endTime,
      ...(date && time ? { date, time } : {}),
    });
  },
  onSuccess: (db, data, _p, { userId }) => putAppointment(db, data, userId),
  describe: (p) =>
    t('Move the appointment with {doctor} on {when} to {newWhen}', {
      doctor: p.doctorName,
      when: clinicWhen(p.previousStart),
      newWhen: clinicWhen(p.startTime),
    }),
};

export const KINDS = [cancelKind, rescheduleKind];
