import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { BookingDialog } from '#app/features/booking/components/booking-dialog';
import { loadDoctorProfile } from '#app/features/doctors/api/doctor-loaders';
import {
  DoctorDetailScreen,
  DoctorNotFound,
  DoctorProfilePending,
} from '#app/features/doctors/components/doctor-detail-screen';

export const Route = createFileRoute('/_patient/patient/doctors/$id')({
  loader: ({ params, abortController }) => loadDoctorProfile(params.id, abortController.signal),
  pendingComponent: DoctorProfilePending,
  notFoundComponent: DoctorNotFound,
  component: PatientDoctorRoute,
});

/** The booking panel opens the wizard as a dialog over the profile (section 2.17). */
function PatientDoctorRoute() {
  const { id } = Route.useParams();
  const profile = Route.useLoaderData();
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      <DoctorDetailScreen key={id} profile={profile} onBook={(button) => setOpener(button)} />
      {opener && <BookingDialog doctorId={id} opener={opener} onClose={() => setOpener(null)} />}
    </>
  );
}
