import { createFileRoute, useRouter } from '@tanstack/react-router';
import { checkDeskInvitation } from '#app/features/auth/api/desk-invitation';
import { DeskAcceptScreen } from '#app/features/auth/components/desk-accept-screen';

/** A front desk invitation's link (ADR 154): public, outside the desk's guarded area. */
export const Route = createFileRoute('/desk_/accept/$token')({
  // Checked once per visit (a used or expired invitation stays so), and again on Retry.
  loader: ({ params: { token } }) => checkDeskInvitation(token),
  staleTime: Number.POSITIVE_INFINITY,
  component: DeskAcceptRoute,
});

function DeskAcceptRoute() {
  const { token } = Route.useParams();
  const check = Route.useLoaderData();
  const router = useRouter();
  return (
    <DeskAcceptScreen
      key={token}
      token={token}
      check={check}
      onRetry={() => void router.invalidate({ filter: (match) => match.routeId === Route.id })}
    />
  );
}
