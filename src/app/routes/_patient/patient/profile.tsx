import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailBanner } from '#app/features/auth/components/verify-email-banner';
import { ProfileScreen } from '#app/features/profile/components/profile-screen';
import { VisitsTimeline } from '#app/features/visit-summaries/components/visits-timeline';
import { SettingsLink } from '#app/routes/-components/settings-link';

export const Route = createFileRoute('/_patient/patient/profile')({
  component: PatientProfileRoute,
});

/** The profile, the way to its settings (ADR 129), and the Visits timeline. */
function PatientProfileRoute() {
  return (
    <>
      <VerifyEmailBanner />
      <ProfileScreen />
      <SettingsLink to="/patient/profile/settings" />
      <VisitsTimeline />
    </>
  );
}
