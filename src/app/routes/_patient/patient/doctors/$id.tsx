import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { BookingDialog } from '#app/features/booking/components/booking-dialog';
import { DoctorDetailScreen } from '#app/features/doctors/components/doctor-detail-screen';

export const Route = createFileRoute('/_patient/patient/doctors/$id')({
  component: PatientDoctorRoute,
});

/** The booking panel opens the wizard as a dialog over the profile (section 2.17). */
function PatientDoctorRoute() {
  const { id } = Route.useParams();
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      <DoctorDetailScreen key={id} doctorId={id} onBook={(button) => setOpener(button)} />
      {opener && <BookingDialog doctorId={id} opener={opener} onClose={() => setOpener(null)} />}
    </>
  );
}
