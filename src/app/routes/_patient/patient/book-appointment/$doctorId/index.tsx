import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { loadSlots } from '#app/features/booking/api/booking-loaders';
import { BookingSearchSchema } from '#app/features/booking/booking-search';
import { BookingPage } from '#app/features/booking/components/booking-page';
import { WaitlistJoin } from '#app/features/waitlist/components/waitlist-join';
import { PushOffer } from '#app/routes/-components/push-offer';
import { SLOT_MINUTES } from '#shared/domain/slots';

const parent = getRouteApi('/_patient/patient/book-appointment/$doctorId');

export const Route = createFileRoute('/_patient/patient/book-appointment/$doctorId/')({
  validateSearch: BookingSearchSchema,
  loaderDeps: ({ search }) => ({ date: search.date, practice: search.practice }),
  loader: ({ params, deps: { date, practice }, abortController }) => ({
    slots: date ? loadSlots(params.doctorId, { date, practice }, abortController.signal) : null,
  }),
  component: BookAppointmentRoute,
});

function BookAppointmentRoute() {
  const doctor = parent.useLoaderData();
  const { date, practice, type, slot, for: forId } = Route.useSearch();
  const { slots } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  // A waitlist offer's slot (ADR 101): 30 minutes from its start, as every slot.
  const offered = slot
    ? { start: slot, end: new Date(Date.parse(slot) + SLOT_MINUTES * 60_000).toISOString() }
    : undefined;
  return (
    <>
      <BookingPage
        key={doctor._id}
        doctor={doctor}
        date={date ?? ''}
        practiceId={practice}
        initialType={type}
        initialSlot={offered}
        initialFor={forId}
        slots={slots}
        afterBooking={<PushOffer />}
        onDateChange={(next, at) =>
          void navigate({
            search: { date: next || undefined, practice: at || undefined, type },
            replace: true,
          })
        }
      />
      {/* No slot that suits: the doctor's waitlist (ADR 101). */}
      {!slot && (
        <div className="page waitlist-join-page">
          <WaitlistJoin doctor={doctor} practiceId={practice} />
        </div>
      )}
    </>
  );
}
