import { createFileRoute } from '@tanstack/react-router';
import { ScreenSkeleton } from '#app/components/layouts/route-pending';
import { checkPrescription } from '#app/features/visit-summaries/api/verify-api';
import { VerifyScreen } from '#app/features/visit-summaries/components/verify-screen';

/**
 * The public page a printed prescription's QR code opens (ADR 097). Never prerendered: every
 * token is its own answer, and a revoked one must stop confirming at once.
 */
export const Route = createFileRoute('/verify/$token')({
  loader: ({ params: { token }, abortController }) =>
    checkPrescription(token, abortController.signal),
  pendingComponent: () => <ScreenSkeleton kind="detail" />,
  component: VerifyRoute,
});

function VerifyRoute() {
  return <VerifyScreen check={Route.useLoaderData()} />;
}
