import type { UserActor } from '#server/lib/actor';
import type { AdminAppointmentStatus } from '#shared/schemas/admin-records';
import type { Appointment } from '#shared/schemas/appointment';
import { changeStatus, type StatusDeps } from '../appointments/change-status';

/**
 * PUT /admin/appointments/{id}/status. The administrator may set any status (ADR 028, ADR 007)
 * but the one already held: that is 409 "Appointment is already {status}", as for the doctor,
 * and changes nothing. The patient hears of a confirmation (pending → scheduled) and of a
 * cancellation, as ADR 007 has them told when a doctor does the same. Reviving a cancelled
 * appointment into a slot taken since is refused by the exclusion constraint: 409 "This time
 * slot is no longer available".
 */
export function changeStatusAsAdmin(
  deps: StatusDeps,
  actor: UserActor,
  { id, status, reason }: { id: string } & AdminAppointmentStatus,
): Promise<Appointment> {
  return changeStatus(deps, actor, id, status, reason);
}
