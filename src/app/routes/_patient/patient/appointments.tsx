import { createFileRoute } from '@tanstack/react-router';
import { AppointmentsScreen } from '#app/features/appointments/components/appointments-screen';
import { AppointmentsSearchSchema } from '#app/features/appointments/tabs';

export const Route = createFileRoute('/_patient/patient/appointments')({
  validateSearch: AppointmentsSearchSchema,
  component: AppointmentsRoute,
});

function AppointmentsRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AppointmentsScreen
      tab={tab ?? 'upcoming'}
      onTabChange={(next) =>
        void navigate({ search: next === 'upcoming' ? {} : { tab: next }, replace: true })
      }
    />
  );
}
