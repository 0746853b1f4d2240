import { i18n, t } from '#app/lib/i18n';
import { clinicSettings } from '#app/lib/public-settings';
import type { MashwaraDb } from '#app/offline/local-db';
import { registerCollection, registerKind } from '#app/offline/outbox';
import { formatClinicDate, formatClinicTime } from '#shared/domain/clinic-time';
import type { Appointment } from '#shared/schemas/appointment';
import { clinicDateAndTime, fetchAppointments } from './appointments-api';

/** ADR 079: the appointment list refreshes every 300000 ms. */
export const APPOINTMENTS_REFRESH_MS = 300_000;

export const CANCEL_KIND = 'appointment.cancel';
export const RESCHEDULE_KIND = 'appointment.reschedule';

/** What describe() needs to name the appointment in plain words, kept with the payload. */
type Named = { id: string; doctorName: string; previousStart: string };
export type CancelPayload = Named & { reason: string };
export type ReschedulePayload = Named & { startTime: string; endTime: string };

/** A moment in clinic time, in the language active when the words are shown. */
const when = (iso: string) => {
  // Clinic time as the administrator set it (GET /settings/public), remembered for offline.
  const options = { timeZone: clinicSettings().timezone, locale: i18n.locale };
  return t('{date} at {time}', {
    date: formatClinicDate(iso, options),
    time: formatClinicTime(iso, options),
  });
};

/** The server's answer replaces the row, tagged with its owner. */
async function putAnswer(db: MashwaraDb, data: unknown, userId: string) {
  const a = data as Appointment | undefined;
  if (a && typeof a === 'object' && typeof a._id === 'string') {
    await db.appointments.put({ ...a, userId });
  }
}

let registered = false;

/**
 * Registers the appointments mirror and its two offline mutations with the sync queue (ADR 006).
 * Safe to call more than once; the app calls it at start so that changes queued before a
 * reload are replayed without this screen being opened.
 */
export function registerAppointmentSync(): void {
  if (registered) return;
  registered = true;

  registerCollection({
    name: 'appointments',
    roles: ['patient', 'doctor'],
    fetch: (session) => fetchAppointments(session.token, session.role),
    intervalMs: APPOINTMENTS_REFRESH_MS,
  });

  registerKind<CancelPayload, Appointment>(CANCEL_KIND, {
    method: 'POST',
    path: (p) => `/appointments/${encodeURIComponent(p.id)}/cancel`,
    body: (p) => ({ reason: p.reason }),
    entityId: (p) => p.id,
    collection: 'appointments',
    async applyLocal(db, p, { userId }) {
      const row = await db.appointments.get([userId, p.id]);
      // Already cancelled on the server: its reason stands (the replay changes nothing there).
      if (!row || row.status === 'cancelled') return;
      await db.appointments.update([userId, p.id], {
        status: 'cancelled',
        cancellationReason: p.reason,
      });
    },
    onSuccess: (db, data, _p, { userId }) => putAnswer(db, data, userId),
    describe: (p) =>
      t('Cancel the appointment with {doctor} on {when}', {
        doctor: p.doctorName,
        when: when(p.previousStart),
      }),
  });

  registerKind<ReschedulePayload, Appointment>(RESCHEDULE_KIND, {
    method: 'POST',
    path: (p) => `/appointments/${encodeURIComponent(p.id)}/reschedule`,
    body: (p) => ({ startTime: p.startTime, endTime: p.endTime }),
    entityId: (p) => p.id,
    collection: 'appointments',
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
    onSuccess: (db, data, _p, { userId }) => putAnswer(db, data, userId),
    describe: (p) =>
      t('Move the appointment with {doctor} on {when} to {newWhen}', {
        doctor: p.doctorName,
        when: when(p.previousStart),
        newWhen: when(p.startTime),
      }),
  });
}
