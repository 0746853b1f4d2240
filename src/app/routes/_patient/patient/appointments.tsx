import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { loadRescheduleSlots } from '#app/features/appointments/api/reschedule-slots';
import { AppointmentsScreen } from '#app/features/appointments/components/appointments-screen';
import { AppointmentsSearchSchema } from '#app/features/appointments/search';
import { loadCalendarPage } from '#app/lib/appointment-calendar';
import { lazyNamed } from '#app/lib/lazy-named';
import { useCalendarRoute } from '#app/routes/-calendar-route';

// Only a completed visit's card shows it: it loads with the Completed tab (ADR 127).
const AppointmentSummary = lazyNamed(
  () => import('#app/features/visit-summaries/components/visit-summary-card'),
  'AppointmentSummary',
);

/**
 * One page of the patient's appointments from the server and the reschedule slots, both handed
 * over unawaited: the screen shows the device copy until (or instead of) the server's page.
 */
export const Route = createFileRoute('/_patient/patient/appointments')({
  validateSearch: AppointmentsSearchSchema,
  loaderDeps: ({ search: { tab, page, reschedule, date } }) => ({ tab, page, reschedule, date }),
  loader: ({ context, deps: { tab, page, reschedule, date }, abortController }) => ({
    calendar: loadCalendarPage({ tab, page }, abortController.signal),
    slots:
      reschedule && date && context.session.user
        ? loadRescheduleSlots(context.session.user._id, reschedule, date, abortController.signal)
        : null,
  }),
  component: AppointmentsRoute,
});

function AppointmentsRoute() {
  const search = Route.useSearch();
  const { calendar, slots } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const route = useCalendarRoute(search, navigate);
  const { reschedule, date } = search;
  return (
    <AppointmentsScreen
      {...route}
      load={calendar}
      rescheduling={reschedule ? { id: reschedule, date: date ?? '', slots } : null}
      onReschedulingChange={(next) =>
        void navigate({
          search: (s) => ({
            tab: s.tab,
            page: s.page,
            reschedule: next?.id,
            date: next?.date || undefined,
          }),
          replace: true,
        })
      }
      onReloadSlots={route.onReload}
      renderExtra={(a) =>
        a.status === 'completed' && (
          <Suspense fallback={null}>
            <AppointmentSummary appointmentId={a._id} />
          </Suspense>
        )
      }
    />
  );
}
