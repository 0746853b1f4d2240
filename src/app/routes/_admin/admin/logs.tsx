import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadLogs } from '#app/features/admin-logs/api/admin-logs-api';
import { LogsScreen } from '#app/features/admin-logs/components/logs-screen';
import { LogFiltersSchema } from '#app/features/admin-logs/filters';
import { changeOf } from '#app/lib/clean-search';

export const Route = createFileRoute('/_admin/admin/logs')({
  validateSearch: LogFiltersSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadLogs(deps, abortController.signal),
  component: LogsRoute,
});

function LogsRoute() {
  const navigate = Route.useNavigate();
  const router = useRouter();
  const filters = Route.useSearch();
  return (
    <LogsScreen
      load={Route.useLoaderData()}
      filters={filters}
      onFiltersChange={(next) => void navigate({ search: changeOf(filters, next), replace: true })}
      onReload={() => void router.invalidate()}
    />
  );
}
