import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadMessages } from '#app/features/admin-messages/api/messages-api';
import { MessagesScreen } from '#app/features/admin-messages/components/messages-screen';
import { MessageFiltersSchema } from '#app/features/admin-messages/filters';
import { changeOf } from '#app/lib/clean-search';

export const Route = createFileRoute('/_admin/admin/messages')({
  validateSearch: MessageFiltersSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadMessages(deps, abortController.signal),
  component: MessagesRoute,
});

function MessagesRoute() {
  const navigate = Route.useNavigate();
  const router = useRouter();
  const filters = Route.useSearch();
  return (
    <MessagesScreen
      load={Route.useLoaderData()}
      filters={filters}
      onFiltersChange={(next) => void navigate({ search: changeOf(filters, next), replace: true })}
      onReload={() => void router.invalidate()}
    />
  );
}
