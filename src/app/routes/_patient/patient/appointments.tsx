import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadRescheduleSlots } from '#app/features/appointments/api/reschedule-slots';
import { AppointmentsScreen } from '#app/features/appointments/components/appointments-screen';
import { AppointmentsSearchSchema } from '#app/features/appointments/search';
import { loadCalendarPage } from '#app/lib/appointment-calendar';

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
  const { tab = 'upcoming', page = 1, reschedule, date } = Route.useSearch();
  const { calendar, slots } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <AppointmentsScreen
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
      onReloadSlots={() => void router.invalidate()}
    />
  );
}
