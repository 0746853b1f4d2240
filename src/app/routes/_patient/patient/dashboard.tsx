import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailBanner } from '#app/features/auth/components/verify-email-banner';
import { DashboardScreen } from '#app/features/dashboard/components/dashboard-screen';

export const Route = createFileRoute('/_patient/patient/dashboard')({
  component: PatientDashboardRoute,
});

/** The dashboard, under the banner asking to confirm the e-mail while it is unconfirmed. */
function PatientDashboardRoute() {
  return (
    <>
      <VerifyEmailBanner />
      <DashboardScreen />
    </>
  );
}
