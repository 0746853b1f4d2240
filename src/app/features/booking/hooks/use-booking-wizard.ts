import { useRouter } from '@tanstack/react-router';
import { useEffect, useReducer, useState } from 'react';
import { ApiError, errorMessage } from '#app/lib/api-client';
import { useClinicTimeZone } from '#app/lib/public-settings';
import { useSettled } from '#app/lib/use-settled';
import { clinicToday } from '#shared/domain/clinic-time';
import type { AppointmentType } from '#shared/schemas/appointment';
import { BOOKING_MSG } from '#shared/schemas/booking';
import { confirmBooking, initiateBooking } from '../api/booking-api';
import type { SlotsAnswer, SlotsState } from '../api/booking-loaders';
import {
  BOOKING_FAILED,
  bookingInput,
  type ChosenSlot,
  initialWizard,
  wizardReducer,
} from '../wizard-state';

export type BookingDay = {
  /** The chosen clinic day (`?date=` of the route), '' until chosen. */
  date: string;
  /** The practice chosen at the Where step (`?practice=` of the route), if any (ADR 112). */
  practiceId?: string;
  /** Its free slots, as the route's loader returned them (null without a date). */
  slots: Promise<SlotsAnswer> | null;
  /** The day, and the practice with it: both live in the route's URL; '' clears them. */
  onDateChange: (date: string, practiceId?: string) => void;
  /** The type the form starts with (`?type=` of the route); consultation without one. */
  initialType?: AppointmentType;
  /** A slot chosen before the form opens (a waitlist offer's, ADR 101) and whom it is for. */
  initialSlot?: ChosenSlot;
  initialFor?: string;
};

/**
 * The booking wizard: its state, the slots of the chosen day, and the two booking calls. The
 * date lives in the URL, so the route's loader (and a preload) reads its slots.
 */
export function useBookingWizard(
  doctorId: string,
  day: BookingDay,
  /** The ids of the practices to choose from: more than one, and Where comes first (ADR 112). */
  choices: readonly string[] = [],
) {
  const router = useRouter();
  const asksWhere = choices.length > 1;
  // A practice in the URL that is no longer one to choose is not an answer.
  const inUrl = asksWhere && choices.includes(day.practiceId ?? '') ? day.practiceId! : '';
  // The practice just chosen shows at once; the URL (and its slots) follows when the router has
  // navigated, which on a slow phone is a while after the tap.
  const [picked, setPicked] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the URL changes, it has the last word
  useEffect(() => setPicked(''), [inUrl]);
  const practiceId = picked && choices.includes(picked) ? picked : inUrl;
  const [form, dispatch] = useReducer(wizardReducer, initialWizard, (initial) => ({
    ...initial,
    // A waitlist offer's slot is at one practice already (the server finds which).
    where: day.initialSlot ? false : initial.where,
    type: day.initialType ?? initial.type,
    slot: day.initialSlot ?? initial.slot,
    familyMemberId: day.initialFor ?? initial.familyMemberId,
  }));
  // A practice in the URL (Book here, a follow-up of a visit there) answers Where.
  const where = asksWhere && (form.where ?? !practiceId);
  const state = { ...form, date: day.date, practiceId, where };
  const answer = useSettled(day.slots);
  // Until the URL names the practice chosen, the slots in hand are another practice's.
  const settled = practiceId === inUrl ? answer : null;
  const slots: SlotsState & { reload: () => void } = {
    ...(day.date ? (settled ?? { status: 'loading', slots: [] }) : { status: 'idle', slots: [] }),
    reload: () => void router.invalidate(),
  };
  const clinicZone = useClinicTimeZone();
  // The availability answer names the zone its slots are in; before it, the clinic setting.
  const timeZone = slots.timezone ?? clinicZone;
  const today = clinicToday(new Date(), timeZone);

  async function submit() {
    if (state.busy || !state.slot) return;
    dispatch({ type: 'submit' });
    const input = bookingInput(state, doctorId);
    try {
      // ADR 007: initiate holds the slot, confirm books it (cash, pending).
      let appointmentId =
        state.held?.start === input.startTime ? state.held.appointmentId : undefined;
      if (!appointmentId) {
        const { appointment } = await initiateBooking(input);
        appointmentId = appointment._id;
        dispatch({ type: 'held', appointmentId, start: input.startTime });
      }
      const { appointment } = await confirmBooking(appointmentId);
      dispatch({ type: 'booked', appointment });
    } catch (error) {
      const status = error instanceof ApiError ? (error.status ?? 0) : 0;
      const taken = status === 409;
      dispatch({
        type: 'failed',
        message: taken
          ? errorMessage(error, BOOKING_MSG.taken)
          : errorMessage(error, BOOKING_FAILED),
        slotLost: taken,
        // A hold the server refused (expired, cancelled) is gone; after a network error or a
        // 5xx it may still stand, so the retry confirms it rather than holding the slot twice.
        holdLost: status >= 400 && status < 500,
      });
      if (taken) slots.reload();
    }
  }

  return {
    state,
    dispatch,
    asksWhere,
    setDate: (date: string) => day.onDateChange(date, practiceId || undefined),
    /** Another practice: its slots load for the same day; a slot chosen was the other's. */
    setPractice: (id: string) => {
      if (id === practiceId) return;
      setPicked(id);
      dispatch({ type: 'practiceChanged' });
      day.onDateChange(day.date, id);
    },
    // Book Another starts again from no date (and Where, when asked).
    reset: () => {
      dispatch({ type: 'reset' });
      setPicked('');
      day.onDateChange('');
    },
    slots,
    timeZone,
    today,
    submit,
    next: () => dispatch({ type: 'continue', doctorId, today, date: day.date }),
  };
}
