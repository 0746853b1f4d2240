import { createFileRoute } from '@tanstack/react-router';
import { AccountSettings } from '#app/features/auth/components/account-settings';
import { DoctorProfileScreen } from '#app/features/doctor-profile/components/doctor-profile-screen';
import { NotificationSettings } from '#app/features/notification-preferences/components/notification-settings';
import { PushDeviceSwitch } from '#app/features/push/components/push-device-switch';

export const Route = createFileRoute('/_doctor/doctor/profile')({
  component: DoctorProfileRoute,
});

/** The doctor's profile, and under it where their notifications go (ADR 105). */
function DoctorProfileRoute() {
  return (
    <>
      <DoctorProfileScreen />
      <NotificationSettings />
      <PushDeviceSwitch />
      <AccountSettings />
    </>
  );
}
