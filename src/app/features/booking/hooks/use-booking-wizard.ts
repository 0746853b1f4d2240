import { useReducer } from 'react';
import { ApiError, errorMessage } from '#app/lib/api-client';
import { useClinicTimeZone } from '#app/lib/public-settings';
import { clinicToday } from '#shared/domain/clinic-time';
import { BOOKING_MSG } from '#shared/schemas/booking';
import { confirmBooking, initiateBooking } from '../api/booking-api';
import { BOOKING_FAILED, bookingInput, initialWizard, wizardReducer } from '../wizard-state';
import { useSlots } from './use-slots';

/** The booking wizard: its state, the slots of the chosen day, and the two booking calls. */
export function useBookingWizard(doctorId: string) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizard);
  const slots = useSlots(doctorId, state.date);
  const clinicZone = useClinicTimeZone();
  // The availability answer names the zone its slots are in; before it, the clinic setting.
  const timeZone = slots.timezone ?? clinicZone;
  const today = clinicToday(new Date(), timeZone);

  async function submit() {
    if (state.busy || !state.slot) return;
    dispatch({ type: 'submit' });
    const input = bookingInput(state, doctorId);
    try {
      // D7: initiate holds the slot, confirm books it (cash, pending).
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
    slots,
    timeZone,
    today,
    submit,
    next: () => dispatch({ type: 'continue', doctorId, today }),
  };
}
