import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { DoctorAppointmentsScreen } from '#app/features/doctor-day/components/doctor-appointments-screen';
import { loadCalendarPage } from '#app/lib/appointment-calendar';
import { CalendarSearchSchema } from '#app/lib/calendar-search';
import { lazyNamed } from '#app/lib/lazy-named';
import { useCalendarRoute } from '#app/routes/-calendar-route';

// Only a completed visit's card has it: it loads with the Completed tab (ADR 127).
const DoctorSummaryPanel = lazyNamed(
  () => import('#app/features/visit-summaries/components/doctor-summary-panel'),
  'DoctorSummaryPanel',
);

/**
 * One page of the doctor's whole calendar from the server, handed over unawaited: the screen
 * shows the device copy (a window of days) until, or instead of, the server's page. A completed
 * visit's card carries its summary (issue 17).
 */
export const Route = createFileRoute('/_doctor/doctor/appointments')({
  validateSearch: CalendarSearchSchema,
  loaderDeps: ({ search: { tab, page } }) => ({ tab, page }),
  loader: ({ deps, abortController }) => ({
    calendar: loadCalendarPage(deps, abortController.signal),
  }),
  component: DoctorAppointmentsRoute,
});

function DoctorAppointmentsRoute() {
  const route = useCalendarRoute(Route.useSearch(), Route.useNavigate());
  return (
    <DoctorAppointmentsScreen
      {...route}
      load={Route.useLoaderData().calendar}
      renderExtra={(a) =>
        a.status === 'completed' && (
          <Suspense fallback={null}>
            <DoctorSummaryPanel
              appointmentId={a._id}
              status={a.status}
              patientName={a.familyMember?.name || a.patient?.name?.trim() || ''}
              startTime={a.startTime}
            />
          </Suspense>
        )
      }
    />
  );
}
