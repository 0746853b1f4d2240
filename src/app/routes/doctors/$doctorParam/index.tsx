import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { loadSlots } from '#app/features/booking/api/booking-loaders';
import { BookingSearchSchema } from '#app/features/booking/booking-search';
import { BookingDialog } from '#app/features/booking/components/booking-dialog';
import type { DoctorProfile } from '#app/features/doctors/api/doctor-loaders';
import { DoctorDetailScreen } from '#app/features/doctors/components/doctor-detail-screen';
import { DoctorProfilePending } from '#app/features/doctors/components/doctor-pending';
import { SpecialtyDoctorsScreen } from '#app/features/doctors/components/specialty-doctors-screen';
import { isDoctorId } from '#app/features/doctors/filters';
import { isSignedIn, useSession } from '#app/lib/session';

const parent = getRouteApi('/doctors/$doctorParam');

export const Route = createFileRoute('/doctors/$doctorParam/')({
  validateSearch: BookingSearchSchema,
  loaderDeps: ({ search }) => ({ date: search.date }),
  loader: ({ params: { doctorParam }, deps, abortController }) => ({
    slots:
      deps.date && isDoctorId(doctorParam)
        ? loadSlots(doctorParam, deps.date, abortController.signal)
        : null,
  }),
  component: DoctorParamRoute,
});

function DoctorParamRoute() {
  const { doctorParam } = Route.useParams();
  const filters = parent.useSearch();
  const data = parent.useLoaderData();
  if (data.kind === 'shell') return <DoctorProfilePending />;
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
  return <PublicDoctor key={doctorParam} profile={data.profile} />;
}

/** A signed-in patient books in a dialog; anyone else follows the link (and signs in first). */
function PublicDoctor({ profile }: { profile: DoctorProfile }) {
  const isPatient = useSession((s) => isSignedIn(s) && s.user?.role === 'patient');
  const { date } = Route.useSearch();
  const { slots } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const setDate = (next: string) =>
    void navigate({ search: (s) => ({ ...s, date: next || undefined }), replace: true });
  return (
    <>
      <DoctorDetailScreen
        profile={profile}
        onBook={isPatient ? (button) => setOpener(button) : undefined}
      />
      {opener && (
        <BookingDialog
          doctor={profile.doctor}
          date={date ?? ''}
          slots={slots}
          onDateChange={setDate}
          opener={opener}
          onClose={() => {
            setOpener(null);
            setDate('');
          }}
        />
      )}
    </>
  );
}
