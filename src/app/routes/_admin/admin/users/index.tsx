import { createFileRoute } from '@tanstack/react-router';
import { RecordsList } from '#app/components/records/records-page';
import { RecordsListPending } from '#app/components/records/records-pending';
import { loadUsers } from '#app/features/admin-users/api/admin-users-api';

/** The table under the filters, loaded for them. */
export const Route = createFileRoute('/_admin/admin/users/')({
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadUsers(deps, abortController.signal),
  pendingComponent: RecordsListPending,
  component: () => <RecordsList load={Route.useLoaderData()} />,
});
