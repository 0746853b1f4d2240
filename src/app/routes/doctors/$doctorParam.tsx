import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { NotFound } from '#app/components/errors/not-found';
import { BookingDialog } from '#app/features/booking/components/booking-dialog';
import {
  type DoctorProfile,
  loadDoctorProfile,
  loadSpecialtyList,
} from '#app/features/doctors/api/doctor-loaders';
import {
  DoctorDetailScreen,
  DoctorNotFound,
} from '#app/features/doctors/components/doctor-detail-screen';
import { SpecialtyDoctorsScreen } from '#app/features/doctors/components/specialty-doctors-screen';
import { DoctorFiltersSchema, isDoctorId } from '#app/features/doctors/filters';
import { isSignedIn, useSession } from '#app/stores/session';

/** `/doctors/{id}` is a doctor's profile; `/doctors/{lowercase specialty}` lists that specialty. */
export const Route = createFileRoute('/doctors/$doctorParam')({
  validateSearch: DoctorFiltersSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ params: { doctorParam }, deps, abortController: { signal } }) =>
    isDoctorId(doctorParam)
      ? { kind: 'doctor' as const, profile: await loadDoctorProfile(doctorParam, signal) }
      : { kind: 'specialty' as const, ...(await loadSpecialtyList(doctorParam, deps, signal)) },
  notFoundComponent: DoctorParamNotFound,
  component: DoctorParamRoute,
});

function DoctorParamNotFound() {
  const { doctorParam } = Route.useParams();
  return isDoctorId(doctorParam) ? <DoctorNotFound /> : <NotFound />;
}

function DoctorParamRoute() {
  const { doctorParam } = Route.useParams();
  const filters = Route.useSearch();
  const data = Route.useLoaderData();
  if (data.kind === 'specialty') {
    return (
      <SpecialtyDoctorsScreen
        param={doctorParam}
        specialty={data.specialty}
        list={data}
        filters={filters}
      />
    );
  }
  return <PublicDoctor key={doctorParam} id={doctorParam} profile={data.profile} />;
}

/** A signed-in patient books in a dialog; anyone else follows the link (and signs in first). */
function PublicDoctor({ id, profile }: { id: string; profile: DoctorProfile }) {
  const isPatient = useSession((s) => isSignedIn(s) && s.user?.role === 'patient');
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      <DoctorDetailScreen
        profile={profile}
        onBook={isPatient ? (button) => setOpener(button) : undefined}
      />
      {opener && <BookingDialog doctorId={id} opener={opener} onClose={() => setOpener(null)} />}
    </>
  );
}
