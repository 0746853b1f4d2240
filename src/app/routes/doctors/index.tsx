import { createFileRoute } from '@tanstack/react-router';
import { DoctorListScreen } from '#app/features/doctors/components/doctor-list-screen';
import { cleanFilters, DoctorFiltersSchema } from '#app/features/doctors/filters';

export const Route = createFileRoute('/doctors/')({
  validateSearch: DoctorFiltersSchema,
  component: DoctorsRoute,
});

function DoctorsRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DoctorListScreen
      variant="public"
      filters={filters}
      onFiltersChange={(next) => void navigate({ search: cleanFilters(next), replace: true })}
    />
  );
}
