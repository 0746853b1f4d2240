import { and, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { appointments } from '#server/db/schema/index';
import { notificationData } from '#shared/domain/notification-texts';
import { notifyAboutAppointment } from '../modules/notifications/notifications.service';
import { loadAppointments } from '../modules/scheduling/appointment.view';
import { getSettings } from '../modules/settings/settings.service';

export const REMINDER_LEAD_MS = 24 * 60 * 60_000;
/** Reminders claimed per transaction; the job loops until none are due. */
const BATCH = 100;

/**
 * ADR 007: the patient's APPOINTMENT_REMINDER (and its e-mail) once the appointment is at most 24
 * hours away, when the setting appointmentReminders is on. A confirmed booking that is still
 * pending counts as well as a scheduled one: both will take place; a cancelled one never does.
 *
 * Once only, also with several servers on one database (ADR 064): rows are claimed with FOR UPDATE
 * SKIP LOCKED and marked `reminder_sent_at` in the transaction that writes the notification, so a
 * second runner skips them or, waiting on the lock, finds them marked. A reschedule clears the
 * marker, so the reminder moves with it.
 */
export async function sendReminders(deps: Pick<Deps, 'db' | 'mailer' | 'now'>): Promise<number> {
  const settings = await getSettings(deps.db);
  if (!settings.appointmentReminders) return 0;
  let sent = 0;
  for (;;) {
    const now = deps.now();
    const mails = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            inArray(appointments.status, ['pending', 'scheduled']),
            isNotNull(appointments.confirmedAt),
            isNull(appointments.reminderSentAt),
            gt(appointments.startTime, now),
            lte(appointments.startTime, new Date(now.getTime() + REMINDER_LEAD_MS)),
          ),
        )
        .orderBy(appointments.startTime)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const ids = due.map((d) => d.id);
      // The marker is checked again in the update: a row claimed and marked by another runner
      // between its commit and this select is not sent twice.
      const claimed = await tx
        .update(appointments)
        .set({ reminderSentAt: now })
        .where(and(inArray(appointments.id, ids), isNull(appointments.reminderSentAt)))
        .returning({ id: appointments.id });
      if (claimed.length === 0) return [];
      const rows = await loadAppointments(tx, {
        where: inArray(
          appointments.id,
          claimed.map((c) => c.id),
        ),
      });
      const out: (() => Promise<void>)[] = [];
      for (const row of rows) {
        const data = notificationData('APPOINTMENT_REMINDER', {
          doctorName: row.doctorName,
          start: row.appointment.startTime.toISOString(),
        });
        out.push(await notifyAboutAppointment(deps, row, 'patient', data, settings.timezone, tx));
      }
      return out;
    });
    if (mails.length === 0) return sent;
    // E-mail only after the commit: a rolled-back claim must not have mailed anyone.
    for (const mail of mails) await mail();
    sent += mails.length;
  }
}
