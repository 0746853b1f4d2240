import { createFileRoute } from '@tanstack/react-router';
import { AccountSettings } from '#app/features/auth/components/account-settings';
import { VerifyEmailBanner } from '#app/features/auth/components/verify-email-banner';
import { NotificationSettings } from '#app/features/notification-preferences/components/notification-settings';
import { ProfileScreen } from '#app/features/profile/components/profile-screen';
import { PushDeviceSwitch } from '#app/features/push/components/push-device-switch';
import { VisitsTimeline } from '#app/features/visit-summaries/components/visits-timeline';

export const Route = createFileRoute('/_patient/patient/profile')({
  component: PatientProfileRoute,
});

/** The profile, and under it the Visits timeline and the account's own settings. */
function PatientProfileRoute() {
  return (
    <>
      <VerifyEmailBanner />
      <ProfileScreen />
      <NotificationSettings />
      <PushDeviceSwitch />
      <VisitsTimeline />
      <AccountSettings />
    </>
  );
}
