import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadRescheduleSlots } from '#app/features/appointments/api/reschedule-slots';
import { AppointmentsScreen } from '#app/features/appointments/components/appointments-screen';
import { AppointmentsSearchSchema } from '#app/features/appointments/tabs';

/** The list is the on-device mirror (offline-first); the loader reads only reschedule slots. */
export const Route = createFileRoute('/_patient/patient/appointments')({
  validateSearch: AppointmentsSearchSchema,
  loaderDeps: ({ search: { reschedule, date } }) => ({ reschedule, date }),
  loader: ({ context, deps: { reschedule, date }, abortController }) => ({
    slots:
      reschedule && date && context.session.user
        ? loadRescheduleSlots(context.session.user._id, reschedule, date, abortController.signal)
        : null,
  }),
  component: AppointmentsRoute,
});

function AppointmentsRoute() {
  const { tab, reschedule, date } = Route.useSearch();
  const { slots } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <AppointmentsScreen
      tab={tab ?? 'upcoming'}
      onTabChange={(next) =>
        void navigate({ search: next === 'upcoming' ? {} : { tab: next }, replace: true })
      }
      rescheduling={reschedule ? { id: reschedule, date: date ?? '', slots } : null}
      onReschedulingChange={(next) =>
        void navigate({
          search: (s) => ({ tab: s.tab, reschedule: next?.id, date: next?.date || undefined }),
          replace: true,
        })
      }
      onReloadSlots={() => void router.invalidate()}
    />
  );
}
