import { createFileRoute } from '@tanstack/react-router';
import { loadDeskScreen } from '#app/features/desk/api/desk-api';
import { DeskDayScreen } from '#app/features/desk/components/desk-day-screen';
import { DeskSearchSchema } from '#app/features/desk/search';

/**
 * /desk: the chosen practice's day from the server (online only until the desk's offline slice,
 * issue 42); the practice and the date live in the address, so a reload keeps them.
 */
export const Route = createFileRoute('/_desk/desk/')({
  validateSearch: DeskSearchSchema,
  loaderDeps: ({ search: { practiceId, date } }) => ({ practiceId, date }),
  loader: ({ deps, abortController }) => loadDeskScreen(deps, abortController.signal),
  component: DeskRoute,
});

function DeskRoute() {
  const navigate = Route.useNavigate();
  return (
    <DeskDayScreen
      {...Route.useLoaderData()}
      onSearch={(search) => void navigate({ search, replace: true })}
    />
  );
}
