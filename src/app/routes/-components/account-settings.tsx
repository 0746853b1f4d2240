import { AccountSettings } from '#app/features/auth/components/account-settings';
import { NotificationSettings } from '#app/features/notification-preferences/components/notification-settings';
import { PushDeviceSwitch } from '#app/features/push/components/push-device-switch';
import { useT } from '#app/lib/i18n';

/**
 * Where the user's notifications go (ADR 105), this device's (ADR 104), and the account's own
 * settings (ADR 110): the features stay apart; this composes them.
 */
export function SettingsSections() {
  return (
    <>
      <NotificationSettings />
      <PushDeviceSwitch />
      <AccountSettings />
    </>
  );
}

/** A patient's or a doctor's profile settings, a page of their own under the profile (ADR 129). */
export function SettingsPage() {
  const t = useT();
  return (
    <>
      <section className="page">
        <h1>{t('Settings')}</h1>
      </section>
      <SettingsSections />
    </>
  );
}

/** A front desk member's settings: the password only (ADR 154); no notifications come to a desk. */
export function DeskSettingsPage() {
  const t = useT();
  return (
    <>
      <section className="page">
        <h1>{t('Settings')}</h1>
      </section>
      <AccountSettings />
    </>
  );
}
