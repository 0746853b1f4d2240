import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { loadSlots } from '#app/features/booking/api/booking-loaders';
import { BookingSearchSchema } from '#app/features/booking/booking-search';
import type { DoctorProfile } from '#app/features/doctors/api/doctor-loaders';
import { DoctorProfilePending } from '#app/features/doctors/components/doctor-pending';
import { SpecialtyDoctorsScreen } from '#app/features/doctors/components/specialty-doctors-screen';
import { isDoctorId } from '#app/features/doctors/filters';
import { isSignedIn, useSession } from '#app/lib/session';
import { DoctorWithBooking } from '#app/routes/-components/doctor-with-booking';

const parent = getRouteApi('/doctors/$doctorParam');

export const Route = createFileRoute('/doctors/$doctorParam/')({
  validateSearch: BookingSearchSchema,
  loaderDeps: ({ search }) => ({ date: search.date, practice: search.practice }),
  loader: ({ params: { doctorParam }, deps: { date, practice }, abortController }) => ({
    slots:
      date && isDoctorId(doctorParam)
        ? loadSlots(doctorParam, { date, practice }, abortController.signal)
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
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  return (
    <DoctorWithBooking
      profile={profile}
      canBook={isPatient}
      date={search.date ?? ''}
      practiceId={search.practice}
      slots={Route.useLoaderData().slots}
      onDateChange={(next, at) =>
        void navigate({
          search: (s) => ({ ...s, date: next || undefined, practice: at || undefined }),
          replace: true,
        })
      }
    />
  );
}
