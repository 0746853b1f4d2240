import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteError } from '#app/components/errors/route-error';
import { msg } from '#app/lib/i18n';

export const BOOKING_DOCTOR_FAILED = msg('Failed to load doctor information');

/** The booking page when the doctor being booked could not be read (an unknown id is not found). */
export function BookingDoctorError(props: ErrorComponentProps) {
  return <RouteError {...props} failure={BOOKING_DOCTOR_FAILED} />;
}
