import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadUsers } from '#app/features/admin-users/api/admin-users-api';
import { UsersScreen } from '#app/features/admin-users/components/users-screen';
import { UserFiltersSchema } from '#app/features/admin-users/filters';
import { changeOf } from '#app/lib/clean-search';

export const Route = createFileRoute('/_admin/admin/users')({
  validateSearch: UserFiltersSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadUsers(deps, abortController.signal),
  component: UsersRoute,
});

function UsersRoute() {
  const navigate = Route.useNavigate();
  const router = useRouter();
  const filters = Route.useSearch();
  return (
    <UsersScreen
      load={Route.useLoaderData()}
      filters={filters}
      onFiltersChange={(next) => void navigate({ search: changeOf(filters, next), replace: true })}
      onReload={() => void router.invalidate()}
    />
  );
}
