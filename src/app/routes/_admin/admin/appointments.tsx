import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadAppointments } from '#app/features/admin-appointments/api/admin-appointments-api';
import { AppointmentsScreen } from '#app/features/admin-appointments/components/appointments-screen';
import { AppointmentFiltersSchema } from '#app/features/admin-appointments/filters';
import { changeOf } from '#app/lib/clean-search';

export const Route = createFileRoute('/_admin/admin/appointments')({
  validateSearch: AppointmentFiltersSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadAppointments(deps, abortController.signal),
  component: AppointmentsRoute,
});

function AppointmentsRoute() {
  const navigate = Route.useNavigate();
  const router = useRouter();
  const filters = Route.useSearch();
  return (
    <AppointmentsScreen
      load={Route.useLoaderData()}
      filters={filters}
      onFiltersChange={(next) => void navigate({ search: changeOf(filters, next), replace: true })}
      onReload={() => void router.invalidate()}
    />
  );
}
