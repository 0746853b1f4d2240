import type { UserActor } from '#server/lib/actor';
import type { Appointment } from '#shared/schemas/appointment';
import type { DoctorStatusChangeInput } from '#shared/schemas/appointment-actions';
import { changeStatus, type StatusDeps } from './change-status';

/**
 * PATCH /appointments/{id}/status by the appointment's doctor, along the doctor's row of the
 * transition table. Asking for the status the appointment already holds, or any change outside
 * the table, is 409 "Appointment is already {status}"; a replayed offline change still gets its
 * first answer from the Idempotency-Key store (ADR 050). Completed before the visit's clinic
 * day, or no-show before its start, is 409 APPOINTMENT_TOO_EARLY (ADR 143). The patient hears of
 * an approval and of a rejection or cancellation, with the reason (ADR 007).
 */
export function changeStatusAsDoctor(
  deps: StatusDeps,
  actor: UserActor,
  { id, status, reason }: { id: string } & DoctorStatusChangeInput,
): Promise<Appointment> {
  return changeStatus(deps, actor, id, status, reason);
}
