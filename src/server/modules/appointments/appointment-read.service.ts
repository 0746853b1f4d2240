import type { AuthUser } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import { forbidden, notFound } from '#server/lib/errors';
import type { Appointment } from '#shared/schemas/appointment';
import { isId } from '#shared/schemas/common';
import {
  type AppointmentRow,
  loadAppointment,
  toAppointment,
} from '../scheduling/appointment.view';

/** Its patient, its doctor and administrators may read an appointment; no one else. */
export function canReadAppointment(row: AppointmentRow, user: AuthUser): boolean {
  return (
    user.role === 'admin' || row.appointment.patientId === user.id || row.doctor.userId === user.id
  );
}

/** GET /appointments/{id}: 404 'Appointment not found' for an unknown or malformed id, else 403. */
export async function readAppointment(
  db: DbOrTx,
  id: string,
  user: AuthUser,
  zone: string,
): Promise<Appointment> {
  const row = isId(id) ? await loadAppointment(db, id) : undefined;
  if (!row) throw notFound('Appointment');
  if (!canReadAppointment(row, user)) throw forbidden();
  return toAppointment(row, zone);
}
