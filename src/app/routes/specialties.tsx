import { createFileRoute } from '@tanstack/react-router';
import { loadSpecialtyCounts } from '#app/features/doctors/api/doctor-loaders';
import { SpecialtiesPending } from '#app/features/doctors/components/doctor-pending';
import { SpecialtiesScreen } from '#app/features/doctors/components/specialties-screen';

export const Route = createFileRoute('/specialties')({
  loader: ({ abortController }) => loadSpecialtyCounts(abortController.signal),
  pendingComponent: SpecialtiesPending,
  component: SpecialtiesRoute,
});

function SpecialtiesRoute() {
  return <SpecialtiesScreen counts={Route.useLoaderData()} />;
}
