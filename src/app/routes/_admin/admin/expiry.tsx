import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadExpiring } from '#app/features/admin-expiry/api/expiry-api';
import { ExpiryScreen } from '#app/features/admin-expiry/components/expiry-screen';
import { ExpirySearchSchema } from '#app/features/admin-expiry/expiry-view';

export const Route = createFileRoute('/_admin/admin/expiry')({
  validateSearch: ExpirySearchSchema,
  loaderDeps: ({ search }) => ({ minutes: search.minutes }),
  loader: ({ deps, abortController }) => loadExpiring(deps.minutes, abortController.signal),
  component: ExpiryRoute,
});

function ExpiryRoute() {
  const router = useRouter();
  const { minutes } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ExpiryScreen
      list={Route.useLoaderData()}
      minutes={minutes}
      onMinutesChange={(next) => void navigate({ search: { minutes: next }, replace: true })}
      onRefresh={() => router.invalidate()}
    />
  );
}
