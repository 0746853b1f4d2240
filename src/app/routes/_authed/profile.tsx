import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountSettings } from '#app/features/auth/components/account-settings';
import { VerifyEmailBanner } from '#app/features/auth/components/verify-email-banner';
import { NotificationSettings } from '#app/features/notification-preferences/components/notification-settings';
import { AccountProfile } from '#app/features/profile/components/account-profile';
import { ProfileScreen } from '#app/features/profile/components/profile-screen';
import { PushDeviceSwitch } from '#app/features/push/components/push-device-switch';
import { VisitsTimeline } from '#app/features/visit-summaries/components/visits-timeline';
import { useSession } from '#app/lib/session';

/** /profile: a patient's own profile, a doctor's is at /doctor/profile, the admin edits a name. */
export const Route = createFileRoute('/_authed/profile')({
  beforeLoad: () => {
    if (useSession.getState().user?.role === 'doctor') throw redirect({ to: '/doctor/profile' });
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const role = useSession((s) => s.user?.role);
  return role === 'patient' ? (
    <>
      <VerifyEmailBanner />
      <ProfileScreen />
      <NotificationSettings />
      <PushDeviceSwitch />
      <VisitsTimeline />
      <AccountSettings />
    </>
  ) : (
    <>
      <AccountProfile />
      <NotificationSettings />
      <PushDeviceSwitch />
      <AccountSettings />
    </>
  );
}
