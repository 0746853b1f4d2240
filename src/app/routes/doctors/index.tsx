import { createFileRoute } from '@tanstack/react-router';
import { loadDoctorList } from '#app/features/doctors/api/doctor-loaders';
import { DoctorListScreen } from '#app/features/doctors/components/doctor-list-screen';
import { DoctorListPending } from '#app/features/doctors/components/doctor-pending';
import { cleanFilters, DoctorFiltersSchema, pickFilters } from '#app/features/doctors/filters';
import { changeOf } from '#app/lib/clean-search';

export const Route = createFileRoute('/doctors/')({
  validateSearch: DoctorFiltersSchema,
  loaderDeps: ({ search }) => pickFilters(search),
  // Prerendered at build time, where no API answers: the page is written with its skeleton.
  loader: ({ context, deps, abortController }) =>
    context.prerender ? null : loadDoctorList(deps, abortController.signal),
  pendingComponent: DoctorListPending,
  component: DoctorsRoute,
});

function DoctorsRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DoctorListScreen
      list={Route.useLoaderData()}
      variant="public"
      filters={filters}
      onFiltersChange={(next) =>
        void navigate({ search: changeOf(filters, next, cleanFilters), replace: true })
      }
    />
  );
}
