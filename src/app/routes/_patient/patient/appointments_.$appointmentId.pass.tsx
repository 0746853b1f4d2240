import { createFileRoute } from '@tanstack/react-router';
import { PassScreen } from '#app/features/appointment-pass/components/pass-screen';

// `appointments_` leaves the pass out of My Appointments' layout: a page of its own.
export const Route = createFileRoute('/_patient/patient/appointments_/$appointmentId/pass')({
  component: PassRoute,
});

function PassRoute() {
  const { appointmentId } = Route.useParams();
  return <PassScreen appointmentId={appointmentId} />;
}
