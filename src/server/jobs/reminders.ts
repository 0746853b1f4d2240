import { and, gt, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { appointments } from '#server/db/schema/index';
import { notificationData } from '#shared/domain/notification-texts';
import { forMember } from '../modules/appointments/status-notices';
import { notifyAboutAppointment } from '../modules/notifications/notifications.service';
import type { OutreachDeps } from '../modules/notifications/outreach';
import { loadAppointments } from '../modules/scheduling/appointment.view';
import { getSettings } from '../modules/settings/settings.service';

export const REMINDER_LEAD_MS = 24 * 60 * 60_000;
export const SECOND_REMINDER_LEAD_MS = 2 * 60 * 60_000;
/** Reminders claimed per transaction; the job loops until none are due. */
const BATCH = 100;

/** The two reminders (ADR 103): each has its lead and the column that claims it once. */
const LEADS = [
  { name: '24h', ms: REMINDER_LEAD_MS, column: appointments.reminderSentAt },
  { name: '2h', ms: SECOND_REMINDER_LEAD_MS, column: appointments.reminder2hSentAt },
] as const;
type Lead = (typeof LEADS)[number];

/**
 * ADR 007: the patient's APPOINTMENT_REMINDER (and its e-mail, SMS, WhatsApp: ADR 103) once the
 * appointment is at most 24 hours away, and again at most 2 hours away, when the setting
 * appointmentReminders is on. A confirmed booking that is still pending counts as well as a
 * scheduled one: both will take place; a cancelled one never does. An appointment booked less
 * than 2 hours ahead gets one reminder, which claims both.
 *
 * Once only, also with several servers on one database (ADR 064): rows are claimed with FOR UPDATE
 * SKIP LOCKED and marked in the transaction that writes the notification, so a second runner skips
 * them or, waiting on the lock, finds them marked. A reschedule clears both markers, so the
 * reminders move with it.
 */
export async function sendReminders(deps: OutreachDeps): Promise<number> {
  const settings = await getSettings(deps.db);
  if (!settings.appointmentReminders) return 0;
  let sent = 0;
  for (const lead of LEADS) sent += await sendLead(deps, lead, settings.timezone);
  return sent;
}

async function sendLead(deps: OutreachDeps, lead: Lead, timeZone: string): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = deps.now();
    // The 2-hour reminder follows the 24-hour one, which may have claimed both.
    const first: SQL | undefined =
      lead.name === '2h' ? isNotNull(appointments.reminderSentAt) : undefined;
    const steps = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            inArray(appointments.status, ['pending', 'scheduled']),
            isNotNull(appointments.confirmedAt),
            isNull(lead.column),
            first,
            gt(appointments.startTime, now),
            lte(appointments.startTime, new Date(now.getTime() + lead.ms)),
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
        .set(lead.name === '24h' ? { reminderSentAt: now } : { reminder2hSentAt: now })
        .where(and(inArray(appointments.id, ids), isNull(lead.column)))
        .returning({ id: appointments.id, startTime: appointments.startTime });
      if (claimed.length === 0) return [];
      if (lead.name === '24h') {
        const soon = new Date(now.getTime() + SECOND_REMINDER_LEAD_MS);
        const within = claimed.filter((c) => c.startTime <= soon).map((c) => c.id);
        if (within.length)
          await tx
            .update(appointments)
            .set({ reminder2hSentAt: now })
            .where(inArray(appointments.id, within));
      }
      const rows = await loadAppointments(tx, {
        where: inArray(
          appointments.id,
          claimed.map((c) => c.id),
        ),
      });
      const out: (() => Promise<void>)[] = [];
      for (const row of rows) {
        const start = row.appointment.startTime.toISOString();
        const data = notificationData('APPOINTMENT_REMINDER', {
          doctorName: row.doctorName,
          start,
          ...forMember(row),
        });
        // One message per appointment, start, lead and channel, whichever server sends it.
        const dedupe = `reminder:${row.appointment.id}:${start}:${lead.name}`;
        out.push(await notifyAboutAppointment(deps, row, 'patient', data, timeZone, tx, dedupe));
      }
      return out;
    });
    if (steps.length === 0) return sent;
    // Messages only after the commit: a rolled-back claim must not have reached anyone.
    for (const step of steps) await step();
    sent += steps.length;
  }
}
