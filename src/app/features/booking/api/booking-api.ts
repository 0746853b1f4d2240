import { api } from '#app/lib/api-client';
import type {
  AvailabilityAnswer,
  ConfirmAnswer,
  InitiateAnswer,
  InitiateBookingInput,
} from '#shared/schemas/booking';
import type { Doctor } from '#shared/schemas/doctor';

/** ADR 079: a booking is paid in cash at the clinic; the payment stays pending. */
export const BOOKING_PAYMENT = { method: 'cash', status: 'pending' } as const;

/** The server may name the clinic zone with the slots; without it the default applies. */
export type Availability = AvailabilityAnswer & { timezone?: string };

export const getBookingDoctor = (doctorId: string, signal?: AbortSignal) =>
  api.get<Doctor>(`/doctors/${encodeURIComponent(doctorId)}`, { signal });

/** The free slots of one clinic day; with `practiceId`, only that practice's (ADR 112). */
export const getAvailability = (
  doctorId: string,
  date: string,
  practiceId: string | undefined,
  signal?: AbortSignal,
) =>
  api.get<Availability>(`/bookings/doctors/${encodeURIComponent(doctorId)}/availability`, {
    query: practiceId ? { date, practiceId } : { date },
    signal,
  });

export const initiateBooking = (input: InitiateBookingInput) =>
  api.post<InitiateAnswer>('/bookings/appointments/initiate', input).then((r) => r.data);

export const confirmBooking = (appointmentId: string) =>
  api
    .post<ConfirmAnswer>('/bookings/appointments/confirm', {
      appointmentId,
      paymentDetails: BOOKING_PAYMENT,
    })
    .then((r) => r.data);
