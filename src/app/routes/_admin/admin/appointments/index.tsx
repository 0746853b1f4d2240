import { createFileRoute } from '@tanstack/react-router';
import { RecordsList } from '#app/components/records/records-page';
import { RecordsListPending } from '#app/components/records/records-pending';
import { loadAppointments } from '#app/features/admin-appointments/api/admin-appointments-api';

/** The table under the filters, loaded for them. */
export const Route = createFileRoute('/_admin/admin/appointments/')({
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadAppointments(deps, abortController.signal),
  pendingComponent: RecordsListPending,
  component: () => <RecordsList load={Route.useLoaderData()} />,
});
