import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '#app/features/booking/components/booking-page';

export const Route = createFileRoute('/_patient/patient/book-appointment/$doctorId')({
  component: BookAppointmentRoute,
});

function BookAppointmentRoute() {
  const { doctorId } = Route.useParams();
  return <BookingPage key={doctorId} doctorId={doctorId} />;
}
