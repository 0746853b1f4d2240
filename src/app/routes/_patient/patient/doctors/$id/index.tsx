import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { loadSlots } from '#app/features/booking/api/booking-loaders';
import { BookingSearchSchema } from '#app/features/booking/booking-search';
import { BookingDialog } from '#app/features/booking/components/booking-dialog';
import { DoctorDetailScreen } from '#app/features/doctors/components/doctor-detail-screen';

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
  const { date } = Route.useSearch();
  const { slots } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const setDate = (next: string) =>
    void navigate({ search: { date: next || undefined }, replace: true });
  return (
    <>
      <DoctorDetailScreen
        key={profile.doctor._id}
        profile={profile}
        onBook={(button) => setOpener(button)}
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
