import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadRefunds } from '#app/features/admin-refunds/api/refunds-api';
import { RefundsScreen } from '#app/features/admin-refunds/components/refunds-screen';
import { RefundFiltersSchema } from '#app/features/admin-refunds/filters';
import { cleanSearch } from '#app/lib/clean-search';

export const Route = createFileRoute('/_admin/admin/refunds')({
  validateSearch: RefundFiltersSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadRefunds(deps, abortController.signal),
  component: RefundsRoute,
});

function RefundsRoute() {
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <RefundsScreen
      load={Route.useLoaderData()}
      filters={Route.useSearch()}
      onFiltersChange={(next) => void navigate({ search: cleanSearch(next), replace: true })}
      onReload={() => void router.invalidate()}
    />
  );
}
