import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadRefunds } from '#app/features/admin-refunds/api/refunds-api';
import { RefundsScreen } from '#app/features/admin-refunds/components/refunds-screen';
import { RefundFiltersSchema } from '#app/features/admin-refunds/filters';
import { changeOf } from '#app/lib/clean-search';

export const Route = createFileRoute('/_admin/admin/refunds')({
  validateSearch: RefundFiltersSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadRefunds(deps, abortController.signal),
  component: RefundsRoute,
});

function RefundsRoute() {
  const navigate = Route.useNavigate();
  const router = useRouter();
  const filters = Route.useSearch();
  return (
    <RefundsScreen
      load={Route.useLoaderData()}
      filters={filters}
      onFiltersChange={(next) => void navigate({ search: changeOf(filters, next), replace: true })}
      onReload={() => void router.invalidate()}
    />
  );
}
