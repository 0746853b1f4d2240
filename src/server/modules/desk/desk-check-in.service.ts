import { eq } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { appointments } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { conflict, notFound } from '#server/lib/errors';
import { clinicDate } from '#shared/domain/slots';
import { DESK_MSG, type DeskCheckIn } from '#shared/schemas/desk';
import { audit } from '../audit/audit.service';
import { getSettings } from '../settings/settings.service';
import { practiceInScope } from './desk-scope';

/**
 * A booked patient arrived (ADR 154): `checkedInAt` is set once, on the visit's clinic day, for a
 * confirmed visit of a practice in the caller's scope. A repeat (a replayed offline check-in, two
 * desks at once) answers the first check-in and changes nothing: the row lock orders them.
 */
export async function checkIn(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
  input: { appointmentId: string },
): Promise<DeskCheckIn> {
  const { db, now } = deps;
  const { timezone } = await getSettings(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: appointments.id,
        practiceId: appointments.practiceId,
        status: appointments.status,
        startTime: appointments.startTime,
        checkedInAt: appointments.checkedInAt,
      })
      .from(appointments)
      .where(eq(appointments.id, input.appointmentId))
      .for('update');
    if (!row?.practiceId) throw notFound('Appointment');
    await practiceInScope(tx, actor, row.practiceId).catch(() => {
      throw notFound('Appointment');
    });
    if (row.checkedInAt)
      return { appointmentId: row.id, checkedInAt: row.checkedInAt.toISOString() };
    if (row.status === 'pending') throw conflict(DESK_MSG.awaitingApproval, 'AWAITING_APPROVAL');
    if (row.status !== 'scheduled') {
      throw conflict(`Appointment is already ${row.status}`, 'APPOINTMENT_STATUS');
    }
    if (clinicDate(row.startTime, timezone) !== clinicDate(now(), timezone)) {
      throw conflict(DESK_MSG.notToday, 'NOT_TODAY');
    }
    const at = now();
    await tx
      .update(appointments)
      .set({ checkedInAt: at, checkedInBy: actor.id, updatedAt: at })
      .where(eq(appointments.id, row.id));
    await audit(
      deps,
      actor,
      {
        action: 'update',
        resource: 'appointment',
        resourceId: row.id,
        details: `Checked in at the front desk by ${actor.name}`,
      },
      tx,
    );
    return { appointmentId: row.id, checkedInAt: at.toISOString() };
  });
}
