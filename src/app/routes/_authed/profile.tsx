import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountProfile } from '#app/features/profile/components/account-profile';
import { useSession } from '#app/lib/session';
import { DeskSettingsPage, SettingsSections } from '#app/routes/-components/account-settings';

/**
 * /profile: each role's own profile. A patient's and a doctor's have their own address (their
 * settings a page under it, ADR 129); the administrator edits a name here, above the settings;
 * a front desk member has only the password to set (ADR 154).
 */
export const Route = createFileRoute('/_authed/profile')({
  beforeLoad: () => {
    const role = useSession.getState().user?.role;
    if (role === 'doctor') throw redirect({ to: '/doctor/profile' });
    if (role === 'patient') throw redirect({ to: '/patient/profile' });
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const role = useSession((s) => s.user?.role);
  if (role === 'desk') return <DeskSettingsPage />;
  return (
    <>
      <AccountProfile />
      <SettingsSections />
    </>
  );
}
