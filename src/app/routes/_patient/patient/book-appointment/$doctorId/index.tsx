import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { loadSlots } from '#app/features/booking/api/booking-loaders';
import { BookingSearchSchema } from '#app/features/booking/booking-search';
import { BookingPage } from '#app/features/booking/components/booking-page';
import { PushOffer } from '#app/features/push/components/push-offer';

const parent = getRouteApi('/_patient/patient/book-appointment/$doctorId');

export const Route = createFileRoute('/_patient/patient/book-appointment/$doctorId/')({
  validateSearch: BookingSearchSchema,
  loaderDeps: ({ search }) => ({ date: search.date }),
  loader: ({ params, deps, abortController }) => ({
    slots: deps.date ? loadSlots(params.doctorId, deps.date, abortController.signal) : null,
  }),
  component: BookAppointmentRoute,
});

function BookAppointmentRoute() {
  const doctor = parent.useLoaderData();
  const { date, type } = Route.useSearch();
  const { slots } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  return (
    <BookingPage
      key={doctor._id}
      doctor={doctor}
      date={date ?? ''}
      initialType={type}
      slots={slots}
      afterBooking={<PushOffer />}
      onDateChange={(next) =>
        void navigate({ search: { date: next || undefined, type }, replace: true })
      }
    />
  );
}
