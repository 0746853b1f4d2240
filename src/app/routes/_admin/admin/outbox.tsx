import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadOutbox } from '#app/features/admin-messages/api/messages-api';
import { OutboxScreen } from '#app/features/admin-messages/components/outbox-screen';

export const Route = createFileRoute('/_admin/admin/outbox')({
  loader: ({ abortController }) => loadOutbox(abortController.signal),
  component: OutboxRoute,
});

function OutboxRoute() {
  const router = useRouter();
  return <OutboxScreen load={Route.useLoaderData()} onReload={() => void router.invalidate()} />;
}
