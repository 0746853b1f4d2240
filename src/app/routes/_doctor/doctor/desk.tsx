import { createFileRoute } from '@tanstack/react-router';
import { loadDeskCash } from '#app/features/desk-members/api/desk-cash-api';
import { loadDeskMembers } from '#app/features/desk-members/api/desk-members-api';
import { DeskMembersScreen } from '#app/features/desk-members/components/desk-members-screen';
import { PracticeDaySearchSchema } from '#app/lib/practice-day-search';

/**
 * /doctor/desk: the doctor's front desk (ADR 154) and its cash book (ADR 155), whose clinic and
 * day live in the address; needs the network, as /devices does.
 */
export const Route = createFileRoute('/_doctor/doctor/desk')({
  validateSearch: PracticeDaySearchSchema,
  loaderDeps: ({ search: { practiceId, date } }) => ({ practiceId, date }),
  loader: async ({ abortController: { signal }, deps }) => {
    const data = await loadDeskMembers(signal);
    return { ...data, cash: await loadDeskCash(data.practices, deps, signal) };
  },
  component: DeskRoute,
});

function DeskRoute() {
  const navigate = Route.useNavigate();
  return (
    <DeskMembersScreen
      {...Route.useLoaderData()}
      onCashSearch={(search) => void navigate({ search, replace: true })}
    />
  );
}
