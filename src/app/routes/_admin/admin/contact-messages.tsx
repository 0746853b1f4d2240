import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadContactMessages } from '#app/features/admin-contact/api/contact-messages-api';
import { ContactMessagesScreen } from '#app/features/admin-contact/components/contact-messages-screen';
import { ContactMessagesSearchSchema } from '#app/features/admin-contact/filters';

export const Route = createFileRoute('/_admin/admin/contact-messages')({
  validateSearch: ContactMessagesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadContactMessages(deps, abortController.signal),
  component: ContactMessagesRoute,
});

function ContactMessagesRoute() {
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <ContactMessagesScreen
      load={Route.useLoaderData()}
      onPage={(page) => void navigate({ search: { page }, replace: true })}
      onReload={() => void router.invalidate()}
    />
  );
}
