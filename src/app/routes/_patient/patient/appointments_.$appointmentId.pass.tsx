import { createFileRoute } from '@tanstack/react-router';
import { PassScreen } from '#app/features/appointment-pass/components/pass-screen';
import { AppointmentSummary } from '#app/features/visit-summaries/components/visit-summary-card';

// `appointments_` leaves the pass out of My Appointments' layout: a page of its own.
export const Route = createFileRoute('/_patient/patient/appointments_/$appointmentId/pass')({
  component: PassRoute,
});

/** The pass, and under it the visit's summary once the doctor has written one (issue 17). */
function PassRoute() {
  const { appointmentId } = Route.useParams();
  return (
    <>
      <PassScreen appointmentId={appointmentId} />
      <AppointmentSummary appointmentId={appointmentId} className="page no-print" />
    </>
  );
}
