import { createFileRoute } from '@tanstack/react-router';
import { loadDeskMembers } from '#app/features/desk-members/api/desk-members-api';
import { DeskMembersScreen } from '#app/features/desk-members/components/desk-members-screen';

/** /doctor/desk: the doctor's front desk (ADR 154); needs the network, as /devices does. */
export const Route = createFileRoute('/_doctor/doctor/desk')({
  loader: ({ abortController }) => loadDeskMembers(abortController.signal),
  component: DeskRoute,
});

function DeskRoute() {
  return <DeskMembersScreen {...Route.useLoaderData()} />;
}
