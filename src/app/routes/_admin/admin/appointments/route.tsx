import { createFileRoute, useRouter } from '@tanstack/react-router';
import { AppointmentsScreen } from '#app/features/admin-appointments/components/appointments-screen';
import { AppointmentFiltersSchema } from '#app/features/admin-appointments/filters';
import { changeOf } from '#app/lib/clean-search';

/** The screen and its filters; the table loads in the index route below (ADR 138). */
export const Route = createFileRoute('/_admin/admin/appointments')({
  validateSearch: AppointmentFiltersSchema,
  component: AppointmentsRoute,
});

function AppointmentsRoute() {
  const navigate = Route.useNavigate();
  const router = useRouter();
  const filters = Route.useSearch();
  return (
    <AppointmentsScreen
      filters={filters}
      onFiltersChange={(next) => void navigate({ search: changeOf(filters, next), replace: true })}
      onReload={() => void router.invalidate()}
    />
  );
}
