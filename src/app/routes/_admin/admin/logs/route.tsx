import { createFileRoute, useRouter } from '@tanstack/react-router';
import { LogsScreen } from '#app/features/admin-logs/components/logs-screen';
import { LogFiltersSchema } from '#app/features/admin-logs/filters';
import { changeOf } from '#app/lib/clean-search';

/** The screen and its filters; the table loads in the index route below (ADR 138). */
export const Route = createFileRoute('/_admin/admin/logs')({
  validateSearch: LogFiltersSchema,
  component: LogsRoute,
});

function LogsRoute() {
  const navigate = Route.useNavigate();
  const router = useRouter();
  const filters = Route.useSearch();
  return (
    <LogsScreen
      filters={filters}
      onFiltersChange={(next) => void navigate({ search: changeOf(filters, next), replace: true })}
      onReload={() => void router.invalidate()}
    />
  );
}
