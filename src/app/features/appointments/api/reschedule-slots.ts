import { bookedPractice } from '#app/components/practices/booked-practice';
import { errorMessage } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import { findAppointment } from '#app/offline/collections/appointments';
import type { Slot } from '#shared/schemas/booking';
import { fetchSlots } from './appointments-api';

export const SLOTS_FAILED = msg('Failed to load available time slots');

export type RescheduleSlots =
  /** Offline with nothing loaded for this date: the picker needs a connection. */
  { status: 'offline' } | { status: 'ready'; slots: Slot[] } | { status: 'error'; message: string };

/**
 * The free slots for moving an appointment (`?reschedule=<id>&date=` of My Appointments), for
 * the route's loader. Never kept on the device: they are only true when read. The doctor comes
 * from the mirror, so this works from the URL alone. Never rejects: the failure is the answer.
 */
export async function loadRescheduleSlots(
  userId: string,
  appointmentId: string,
  date: string,
  signal: AbortSignal,
): Promise<RescheduleSlots> {
  if (!navigator.onLine) return { status: 'offline' };
  try {
    const row = await findAppointment(userId, appointmentId);
    const doctorId = row?.doctor?._id ?? row?.doctorId;
    if (!doctorId) return { status: 'error', message: SLOTS_FAILED };
    // A reschedule stays at the practice it was booked at (ADR 112): only its slots are offered.
    const practiceId = bookedPracticeId(row);
    return { status: 'ready', slots: await fetchSlots(doctorId, date, practiceId, signal) };
  } catch (error) {
    return { status: 'error', message: errorMessage(error, SLOTS_FAILED) };
  }
}

/** The practice of a booked appointment, by its id or its kept copy; undefined for older copies. */
function bookedPracticeId(row: object | undefined): string | undefined {
  const id = (row as { practiceId?: unknown } | undefined)?.practiceId;
  return (typeof id === 'string' && id) || bookedPractice(row)?._id || undefined;
}
