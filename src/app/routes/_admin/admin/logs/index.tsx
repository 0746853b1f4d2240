import { createFileRoute } from '@tanstack/react-router';
import { RecordsList } from '#app/components/records/records-page';
import { RecordsListPending } from '#app/components/records/records-pending';
import { loadLogs } from '#app/features/admin-logs/api/admin-logs-api';

/** The table under the filters, loaded for them. */
export const Route = createFileRoute('/_admin/admin/logs/')({
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadLogs(deps, abortController.signal),
  pendingComponent: RecordsListPending,
  component: () => <RecordsList load={Route.useLoaderData()} />,
});
