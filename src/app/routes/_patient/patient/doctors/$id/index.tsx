import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { loadSlots } from '#app/features/booking/api/booking-loaders';
import { BookingSearchSchema } from '#app/features/booking/booking-search';
import { DoctorWithBooking } from '#app/routes/-components/doctor-with-booking';

const parent = getRouteApi('/_patient/patient/doctors/$id');

/** The booking panel opens the wizard as a dialog over the profile (ADR 076). */
export const Route = createFileRoute('/_patient/patient/doctors/$id/')({
  validateSearch: BookingSearchSchema,
  loaderDeps: ({ search }) => ({ date: search.date }),
  loader: ({ params, deps, abortController }) => ({
    slots: deps.date ? loadSlots(params.id, deps.date, abortController.signal) : null,
  }),
  component: PatientDoctorRoute,
});

function PatientDoctorRoute() {
  const profile = parent.useLoaderData();
  const navigate = Route.useNavigate();
  return (
    <DoctorWithBooking
      key={profile.doctor._id}
      profile={profile}
      canBook
      date={Route.useSearch().date ?? ''}
      slots={Route.useLoaderData().slots}
      onDateChange={(next) => void navigate({ search: { date: next || undefined }, replace: true })}
    />
  );
}
