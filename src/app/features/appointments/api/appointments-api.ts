import { TZDate } from '@date-fns/tz';
import { lightFormat } from 'date-fns';
import { api } from '#app/lib/api-client';
import { doctorMirrorWindow } from '#app/lib/appointment-calendar';
import { clinicSettings } from '#app/lib/public-settings';
import type { MirrorAppointment } from '#app/offline/local-db';
import { clinicDateOf } from '#shared/domain/clinic-time';
import type { Appointment } from '#shared/schemas/appointment';
import type { AvailabilityAnswer, Slot } from '#shared/schemas/booking';

/**
 * An appointment as the mirror holds it: the Appointment of /api/openapi.json, tagged with its
 * owner. Rows come from the server, so every field may still be missing or malformed: the card
 * falls back.
 */
export type ListedAppointment = MirrorAppointment &
  Partial<Omit<Appointment, 'status' | 'startTime' | 'endTime' | 'cancellationReason'>> & {
    status: string;
    startTime: string;
    endTime: string;
  };

/**
 * GET /appointments: the signed-in user's appointments, soonest first. A patient keeps all of
 * theirs; a doctor's list grows with every visit, so only the window the clinic day needs.
 */
export function fetchAppointments(token: string, role?: string) {
  const query = role === 'doctor' ? doctorMirrorWindow() : undefined;
  return api.get<Appointment[]>('/appointments', { token, query });
}

/** GET /bookings/doctors/{id}/availability?date=yyyy-MM-dd: the free slots of one clinic day. */
export async function fetchSlots(doctorId: string, date: string, signal?: AbortSignal) {
  const answer = await api.get<AvailabilityAnswer>(
    `/bookings/doctors/${encodeURIComponent(doctorId)}/availability`,
    { query: { date }, signal },
  );
  return Array.isArray(answer?.slots) ? answer.slots : ([] as Slot[]);
}

/** The clinic calendar date and clock time of an instant, as the server writes `date`/`time`. */
export function clinicDateAndTime(iso: string, timeZone = clinicSettings().timezone) {
  const date = clinicDateOf(iso, timeZone);
  const time = date ? lightFormat(new TZDate(Date.parse(iso), timeZone), 'HH:mm') : null;
  return { date, time };
}
