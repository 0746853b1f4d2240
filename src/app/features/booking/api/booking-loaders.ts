import { notFound } from '@tanstack/react-router';
import { ApiError, errorMessage } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import type { Slot } from '#shared/schemas/booking';
import { getAvailability, getBookingDoctor } from './booking-api';

export const SLOTS_FAILED = msg('Failed to load available time slots');

export type SlotsAnswer =
  | { status: 'success'; slots: Slot[]; timezone?: string }
  /** ADR 078: the slot list is emptied when loading fails. */
  | { status: 'error'; slots: Slot[]; error: string; timezone?: undefined };

export type SlotsState =
  | { status: 'idle' | 'loading'; slots: Slot[]; timezone?: string }
  | SlotsAnswer;

/**
 * The free slots of one clinic day, at the chosen practice if any, for a route loader with
 * `?date=` and `?practice=` in its deps. Returned unawaited and never rejecting: the wizard stays
 * on screen with what was typed while they load.
 */
export function loadSlots(
  doctorId: string,
  day: { date: string; practice?: string },
  signal: AbortSignal,
): Promise<SlotsAnswer> {
  return getAvailability(doctorId, day.date, day.practice, signal).then(
    (answer) => ({ status: 'success', slots: answer?.slots ?? [], timezone: answer?.timezone }),
    (error: unknown) => ({ status: 'error', slots: [], error: errorMessage(error, SLOTS_FAILED) }),
  );
}

/** The doctor being booked; an id the server does not know is not found. */
export function loadBookingDoctor(doctorId: string, signal: AbortSignal) {
  return getBookingDoctor(doctorId, signal).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  });
}
