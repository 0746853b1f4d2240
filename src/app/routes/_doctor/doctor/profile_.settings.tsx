import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '#app/routes/-components/account-settings';

/** The doctor's notification choices, this device's and the account's settings (ADR 129). */
export const Route = createFileRoute('/_doctor/doctor/profile_/settings')({
  component: SettingsPage,
});
