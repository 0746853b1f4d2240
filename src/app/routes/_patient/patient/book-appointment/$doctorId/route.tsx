import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ScreenSkeleton } from '#app/components/layouts/route-pending';
import { loadBookingDoctor } from '#app/features/booking/api/booking-loaders';
import { BookingDoctorError } from '#app/features/booking/components/booking-doctor-error';
import { DoctorNotFound } from '#app/features/doctors/components/doctor-detail-screen';

/**
 * The doctor being booked. Its own route, apart from the day's slots (the index below), so
 * choosing another date reloads only the slots and never puts the half-filled form on hold.
 */
export const Route = createFileRoute('/_patient/patient/book-appointment/$doctorId')({
  loader: ({ params, abortController }) =>
    loadBookingDoctor(params.doctorId, abortController.signal),
  // Read once for the visit; a date change revalidates only the slots.
  staleTime: 60_000,
  pendingComponent: () => <ScreenSkeleton kind="form" />,
  notFoundComponent: DoctorNotFound,
  errorComponent: BookingDoctorError,
  component: Outlet,
});
