import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { appointments, doctors } from '#server/db/schema/index';
import type { Actor } from '#server/lib/actor';
import { forbidden, notFound } from '#server/lib/errors';
import { isId } from '#shared/schemas/common';
import { type AppointmentRow, loadAppointment } from './appointment.view';

/**
 * The appointment, locked for this transaction so that concurrent changes queue behind it and
 * the second sees the first's result. A patient may go on only with their own appointment and a
 * doctor only with one booked with them; the administrator and the server's jobs with any. An id
 * that is no id names no appointment: 404, not 400, so ids are never probed for shape.
 */
export async function lockAppointment(tx: Tx, id: string, actor: Actor): Promise<AppointmentRow> {
  if (!isId(id)) throw notFound('Appointment');
  const [locked] = await tx
    .select({ patientId: appointments.patientId, doctorUserId: doctors.userId })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(eq(appointments.id, id))
    .for('update', { of: appointments });
  if (!locked) throw notFound('Appointment');
  if (!mayAct(actor, locked)) throw forbidden();
  return loadAppointment(tx, id);
}

function mayAct(actor: Actor, locked: { patientId: string | null; doctorUserId: string }) {
  switch (actor.role) {
    case 'admin':
    case 'system':
      return true;
    case 'doctor':
      return locked.doctorUserId === actor.id;
    case 'patient':
      return locked.patientId === actor.id;
    default:
      return false;
  }
}
