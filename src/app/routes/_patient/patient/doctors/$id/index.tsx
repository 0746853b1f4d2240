import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { loadSlots } from '#app/features/booking/api/booking-loaders';
import { BookingSearchSchema } from '#app/features/booking/booking-search';
import { DoctorWithBooking } from '#app/routes/-components/doctor-with-booking';

const parent = getRouteApi('/_patient/patient/doctors/$id');

/** The booking panel opens the wizard as a dialog over the profile (ADR 076). */
export const Route = createFileRoute('/_patient/patient/doctors/$id/')({
  validateSearch: BookingSearchSchema,
  loaderDeps: ({ search }) => ({ date: search.date, practice: search.practice }),
  loader: ({ params, deps: { date, practice }, abortController }) => ({
    slots: date ? loadSlots(params.id, { date, practice }, abortController.signal) : null,
  }),
  component: PatientDoctorRoute,
});

function PatientDoctorRoute() {
  const profile = parent.useLoaderData();
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  return (
    <DoctorWithBooking
      key={profile.doctor._id}
      profile={profile}
      canBook
      date={search.date ?? ''}
      practiceId={search.practice}
      slots={Route.useLoaderData().slots}
      onDateChange={(next, at) =>
        void navigate({
          search: { date: next || undefined, practice: at || undefined },
          replace: true,
        })
      }
    />
  );
}
