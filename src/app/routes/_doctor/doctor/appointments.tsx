import { createFileRoute, useRouter } from '@tanstack/react-router';
import { DoctorAppointmentsScreen } from '#app/features/doctor-day/components/doctor-appointments-screen';
import { loadCalendarPage } from '#app/lib/appointment-calendar';
import { CalendarSearchSchema } from '#app/lib/calendar-search';

/**
 * One page of the doctor's whole calendar from the server, handed over unawaited: the screen
 * shows the device copy (a window of days) until, or instead of, the server's page.
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
  const { tab = 'upcoming', page = 1 } = Route.useSearch();
  const { calendar } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <DoctorAppointmentsScreen
      tab={tab}
      page={page}
      load={calendar}
      onTabChange={(next) =>
        void navigate({ search: next === 'upcoming' ? {} : { tab: next }, replace: true })
      }
      onPageChange={(next) =>
        void navigate({ search: (s) => ({ ...s, page: next > 1 ? next : undefined }) })
      }
      onReload={() => void router.invalidate()}
    />
  );
}
