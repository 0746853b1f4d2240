import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { BookingDialog } from '#app/features/booking/components/booking-dialog';
import { DoctorDetailScreen } from '#app/features/doctors/components/doctor-detail-screen';
import { SpecialtyDoctorsScreen } from '#app/features/doctors/components/specialty-doctors-screen';
import { DoctorFiltersSchema, isDoctorId } from '#app/features/doctors/filters';
import { isSignedIn, useSession } from '#app/stores/session';

/** `/doctors/{id}` is a doctor's profile; `/doctors/{lowercase specialty}` lists that specialty. */
export const Route = createFileRoute('/doctors/$doctorParam')({
  validateSearch: DoctorFiltersSchema,
  component: DoctorParamRoute,
});

function DoctorParamRoute() {
  const { doctorParam } = Route.useParams();
  const filters = Route.useSearch();
  if (!isDoctorId(doctorParam)) {
    return <SpecialtyDoctorsScreen key={doctorParam} param={doctorParam} filters={filters} />;
  }
  return <PublicDoctor key={doctorParam} id={doctorParam} />;
}

/** A signed-in patient books in a dialog; anyone else follows the link (and signs in first). */
function PublicDoctor({ id }: { id: string }) {
  const isPatient = useSession((s) => isSignedIn(s) && s.user?.role === 'patient');
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      <DoctorDetailScreen
        doctorId={id}
        onBook={isPatient ? (button) => setOpener(button) : undefined}
      />
      {opener && <BookingDialog doctorId={id} opener={opener} onClose={() => setOpener(null)} />}
    </>
  );
}
