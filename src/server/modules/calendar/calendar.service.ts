import type { Deps } from '#server/context';
import type { UserActor } from '#server/lib/actor';
import { forbidden, notFound } from '#server/lib/errors';
import type { MailAttachment } from '#server/lib/mailer';
import type { NotificationKind } from '#shared/domain/notification-texts';
import { isId } from '#shared/schemas/common';
import { type AppointmentRow, loadAppointment } from '../scheduling/appointment.view';
import { getSettings } from '../settings/settings.service';
import { appointmentCalendarFile, type CalendarFile } from './calendar-file';

type CalendarDeps = Pick<Deps, 'db' | 'env' | 'now'>;

/** Whose calendar: the appointment's patient or its doctor; anyone else, no one. */
function readerOf(row: AppointmentRow, userId: string) {
  if (row.appointment.patientId === userId) return 'patient';
  if (row.doctor.userId === userId) return 'doctor';
  return null;
}

async function fileFor(deps: CalendarDeps, row: AppointmentRow, reader: 'patient' | 'doctor') {
  const settings = await getSettings(deps.db);
  return appointmentCalendarFile(row, {
    timeZone: settings.timezone,
    siteName: settings.siteName,
    contactEmail: settings.contactEmail,
    appUrl: deps.env.appUrl,
    now: deps.now(),
    reader,
  });
}

/**
 * GET /appointments/{id}/calendar.ics: its patient and its doctor only (ADR 106). An unknown or
 * malformed id is 404 'Appointment not found'; someone else's appointment is 403 (ADR 082).
 */
export async function appointmentCalendar(
  deps: CalendarDeps,
  actor: UserActor,
  id: string,
): Promise<CalendarFile> {
  const row = isId(id) ? await loadAppointment(deps.db, id) : undefined;
  if (!row) throw notFound('Appointment');
  const reader = readerOf(row, actor.id);
  if (!reader) throw forbidden();
  return fileFor(deps, row, reader);
}

/** The patient's mails that carry the calendar file: a confirmation adds the event ... */
const CONFIRMATIONS: ReadonlySet<NotificationKind> = new Set([
  'APPOINTMENT_CONFIRMED',
  'APPOINTMENT_CONFIRMED_BY_CLINIC',
]);
/** ... and a cancellation of a confirmed appointment removes it. */
const CANCELLATIONS: ReadonlySet<NotificationKind> = new Set([
  'APPOINTMENT_CANCELLED_BY_DOCTOR',
  'APPOINTMENT_CANCELLED_BY_CLINIC',
  'APPOINTMENT_EXPIRED',
]);

/**
 * The calendar file a notification's e-mail carries (ADR 106), read after the change committed:
 * the confirmation's event, or the cancellation of an event a confirmation had sent. None for
 * other mails, or when the appointment changed again since.
 */
export async function calendarAttachments(
  deps: CalendarDeps,
  note: { userId: string; kind: NotificationKind; appointmentId: string | null },
): Promise<MailAttachment[]> {
  const confirms = CONFIRMATIONS.has(note.kind);
  if (!note.appointmentId || (!confirms && !CANCELLATIONS.has(note.kind))) return [];
  const row = await loadAppointment(deps.db, note.appointmentId);
  if (!row || readerOf(row, note.userId) !== 'patient') return [];
  const a = row.appointment;
  const current = confirms ? a.status === 'scheduled' : a.status === 'cancelled' && a.confirmedAt;
  if (!current) return [];
  const file = await fileFor(deps, row, 'patient');
  return [{ filename: file.filename, content: file.content, contentType: file.contentType }];
}
