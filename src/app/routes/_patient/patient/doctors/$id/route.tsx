import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadDoctorProfile } from '#app/features/doctors/api/doctor-loaders';
import { DoctorNotFound } from '#app/features/doctors/components/doctor-detail-screen';
import { DoctorLoadError } from '#app/features/doctors/components/doctor-load-error';
import { DoctorProfilePending } from '#app/features/doctors/components/doctor-pending';

/** The profile, apart from the booking day's slots (the index), so a date change keeps it. */
export const Route = createFileRoute('/_patient/patient/doctors/$id')({
  loader: ({ params, abortController }) => loadDoctorProfile(params.id, abortController.signal),
  staleTime: 60_000,
  pendingComponent: DoctorProfilePending,
  notFoundComponent: DoctorNotFound,
  errorComponent: DoctorLoadError,
  component: Outlet,
});
