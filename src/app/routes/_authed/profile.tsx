import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountProfile } from '#app/features/profile/components/account-profile';
import { useSession } from '#app/lib/session';
import { SettingsSections } from '#app/routes/-components/account-settings';

/**
 * /profile: each role's own profile. A patient's and a doctor's have their own address (their
 * settings a page under it, ADR 129); the administrator edits a name here, above the settings.
 */
export const Route = createFileRoute('/_authed/profile')({
  beforeLoad: () => {
    const role = useSession.getState().user?.role;
    if (role === 'doctor') throw redirect({ to: '/doctor/profile' });
    if (role === 'patient') throw redirect({ to: '/patient/profile' });
  },
  component: AdminProfileRoute,
});

function AdminProfileRoute() {
  return (
    <>
      <AccountProfile />
      <SettingsSections />
    </>
  );
}
