import { createFileRoute, useRouter } from '@tanstack/react-router';
import { checkResetLink } from '#app/features/auth/api/reset-link';
import { CheckingResetLink } from '#app/features/auth/components/reset-link-pending';
import { ResetPasswordScreen } from '#app/features/auth/components/reset-password-screen';

export const Route = createFileRoute('/reset-password/$token')({
  // The link is checked once per visit (a used or expired token stays so), and again on Retry.
  loader: ({ params: { token } }) => checkResetLink(token),
  staleTime: Number.POSITIVE_INFINITY,
  pendingComponent: CheckingResetLink,
  pendingMs: 0,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useParams();
  const check = Route.useLoaderData();
  const router = useRouter();
  return (
    <ResetPasswordScreen
      key={token}
      token={token}
      check={check}
      onRetry={() => void router.invalidate({ filter: (match) => match.routeId === Route.id })}
    />
  );
}
