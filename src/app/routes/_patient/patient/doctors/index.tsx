import { createFileRoute } from '@tanstack/react-router';
import { DoctorListScreen } from '#app/features/doctors/components/doctor-list-screen';
import { cleanFilters, DoctorFiltersSchema } from '#app/features/doctors/filters';

export const Route = createFileRoute('/_patient/patient/doctors/')({
  validateSearch: DoctorFiltersSchema,
  component: PatientDoctorsRoute,
});

function PatientDoctorsRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DoctorListScreen
      variant="patient"
      filters={filters}
      onFiltersChange={(next) => void navigate({ search: cleanFilters(next), replace: true })}
    />
  );
}
