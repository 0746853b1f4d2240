import { createFileRoute, useRouter } from '@tanstack/react-router';
import { UsersScreen } from '#app/features/admin-users/components/users-screen';
import { UserFiltersSchema } from '#app/features/admin-users/filters';
import { changeOf } from '#app/lib/clean-search';

/** The screen and its filters; the table loads in the index route below (ADR 138). */
export const Route = createFileRoute('/_admin/admin/users')({
  validateSearch: UserFiltersSchema,
  component: UsersRoute,
});

function UsersRoute() {
  const navigate = Route.useNavigate();
  const router = useRouter();
  const filters = Route.useSearch();
  return (
    <UsersScreen
      filters={filters}
      onFiltersChange={(next) => void navigate({ search: changeOf(filters, next), replace: true })}
      onReload={() => void router.invalidate()}
    />
  );
}
