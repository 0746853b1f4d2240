import { createFileRoute } from '@tanstack/react-router';
import { loadDoctorList } from '#app/features/doctors/api/doctor-loaders';
import { DoctorListScreen } from '#app/features/doctors/components/doctor-list-screen';
import { DoctorListPending } from '#app/features/doctors/components/doctor-pending';
import { cleanFilters, DoctorFiltersSchema, pickFilters } from '#app/features/doctors/filters';
import { changeOf } from '#app/lib/clean-search';

export const Route = createFileRoute('/_patient/patient/doctors/')({
  validateSearch: DoctorFiltersSchema,
  loaderDeps: ({ search }) => pickFilters(search),
  loader: ({ deps, abortController }) => loadDoctorList(deps, abortController.signal),
  pendingComponent: DoctorListPending,
  component: PatientDoctorsRoute,
});

function PatientDoctorsRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DoctorListScreen
      list={Route.useLoaderData()}
      variant="patient"
      filters={filters}
      onFiltersChange={(next) =>
        void navigate({ search: changeOf(filters, next, cleanFilters), replace: true })
      }
    />
  );
}
