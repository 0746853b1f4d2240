import { TZDate } from '@date-fns/tz';
import { lightFormat } from 'date-fns';
import { api } from '#app/lib/api-client';
import { clinicSettings } from '#app/lib/public-settings';
import type { AppointmentRow } from '#app/offline/collections/appointments';
import { clinicDateOf } from '#shared/domain/clinic-time';
import type { AvailabilityAnswer, Slot } from '#shared/schemas/booking';

/** The patient's list shows the device's rows as they are (any field may be missing). */
export type ListedAppointment = AppointmentRow;

/**
 * GET /bookings/doctors/{id}/availability?date=yyyy-MM-dd: the free slots of one clinic day;
 * with `practiceId`, only that practice's (ADR 112).
 */
export async function fetchSlots(
  doctorId: string,
  date: string,
  practiceId?: string,
  signal?: AbortSignal,
) {
  const answer = await api.get<AvailabilityAnswer>(
    `/bookings/doctors/${encodeURIComponent(doctorId)}/availability`,
    { query: practiceId ? { date, practiceId } : { date }, signal },
  );
  return Array.isArray(answer?.slots) ? answer.slots : ([] as Slot[]);
}

/** The clinic calendar date and clock time of an instant, as the server writes `date`/`time`. */
export function clinicDateAndTime(iso: string, timeZone = clinicSettings().timezone) {
  const date = clinicDateOf(iso, timeZone);
  const time = date ? lightFormat(new TZDate(Date.parse(iso), timeZone), 'HH:mm') : null;
  return { date, time };
}
