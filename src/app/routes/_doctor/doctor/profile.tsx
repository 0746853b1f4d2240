import { createFileRoute } from '@tanstack/react-router';
import { DoctorProfileScreen } from '#app/features/doctor-profile/components/doctor-profile-screen';
import { SettingsLink } from '#app/routes/-components/settings-link';

export const Route = createFileRoute('/_doctor/doctor/profile')({
  component: DoctorProfileRoute,
});

/** The doctor's profile, and the way to where their notifications go and their account (ADR 129). */
function DoctorProfileRoute() {
  return (
    <>
      <DoctorProfileScreen />
      <SettingsLink to="/doctor/profile/settings" />
    </>
  );
}
