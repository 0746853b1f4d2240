import { clinicWhen } from '#app/lib/format';
import { msg, t } from '#app/lib/i18n';
import { appointments, putAppointment } from '#app/offline/collections/appointments';
import type { SyncKind } from '#app/offline/types';
import type { DoctorTargetStatus } from '#shared/domain/doctor-transitions';
import type { Appointment } from '#shared/schemas/appointment';

export const STATUS_KIND = 'appointment.status';

export const UPDATE_FAILED = msg('Failed to update appointment status');

/**
 * What a status change says when it applies or fails, wherever the doctor makes it (the
 * appointments list, the video visit's room). Kept here, with the kind, so the room does not load
 * the list's screen for them.
 */
export const STATUS_MESSAGES = {
  success: msg('Appointment status updated successfully'),
  failure: UPDATE_FAILED,
};

/** PATCH /appointments/{id}/status, with what describe() needs to name the visit in words. */
export type StatusPayload = {
  id: string;
  status: DoctorTargetStatus;
  reason?: string;
  patientName: string;
  previousStatus: string;
  startTime: string;
};

/** What each target status is called when a queued change is described. */
const CHANGE_WORDS: Record<DoctorTargetStatus, string> = {
  scheduled: msg('Approve the appointment with {patient} on {when}'),
  completed: msg('Mark the appointment with {patient} on {when} completed'),
  'no-show': msg('Mark the appointment with {patient} on {when} as a no-show'),
  cancelled: msg('Cancel the appointment with {patient} on {when}'),
};

/** A pending appointment cancelled by the doctor is a rejection (ADR 007). */
const REJECT_WORDS = msg('Reject the appointment with {patient} on {when}');

export function describeStatusChange(p: StatusPayload): string {
  const words =
    p.status === 'cancelled' && p.previousStatus === 'pending'
      ? REJECT_WORDS
      : CHANGE_WORDS[p.status];
  return t(words, { patient: p.patientName, when: clinicWhen(p.startTime) });
}

/**
 * The doctor's status change (ADR 007) as an offline mutation (ADR 006). The doctor's rows live in
 * the appointments collection beside the patient's (GET /appointments answers each their own). A replay
 * of the same change is a success that changes nothing on the server, and a refusal (409
 * "Appointment is already {status}") refreshes the mirror, so the card shows the server's state.
 */
export const statusKind: SyncKind<StatusPayload, Appointment> = {
  name: STATUS_KIND,
  method: 'PATCH',
  path: (p) => `/appointments/${encodeURIComponent(p.id)}/status`,
  body: (p) => (p.reason ? { status: p.status, reason: p.reason } : { status: p.status }),
  entityId: (p) => p.id,
  collection: appointments,
  async applyLocal(db, p, { userId }) {
    const row = await db.appointments.get([userId, p.id]);
    // Re-applied on top of fresh server rows: only from the status the doctor acted on.
    if (!row || row.status !== p.previousStatus) return;
    await db.appointments.update([userId, p.id], {
      status: p.status,
      ...(p.status === 'cancelled' ? { cancellationReason: p.reason ?? null } : {}),
    });
  },
  onSuccess: (db, data, _p, { userId }) => putAppointment(db, data, userId),
  describe: describeStatusChange,
};

export const KINDS = [statusKind];
