import { createFileRoute, redirect } from '@tanstack/react-router';
import { VerificationPendingScreen } from '../features/auth/components/verification-pending-screen';
import { resolvePendingDoctor } from '../features/auth/lib/pending-doctor';

export const Route = createFileRoute('/verification-pending')({
  beforeLoad: () => {
    const resolution = resolvePendingDoctor();
    if ('redirectTo' in resolution) throw redirect({ to: resolution.redirectTo });
    return { pending: resolution.pending };
  },
  component: VerificationPendingRoute,
});

function VerificationPendingRoute() {
  const { pending } = Route.useRouteContext();
  return <VerificationPendingScreen pending={pending} />;
}
