import { type FormEvent, useState } from 'react';
import { msg, useT } from '#app/lib/i18n';
import { accountApi } from '../api/account-api';
import { useForm } from '../hooks/use-form';
import { useServerSubmit } from '../hooks/use-server-submit';
import { validateChangePassword } from '../lib/account-forms';
import { AccountCard } from './account-card';
import { NewPasswordField, PasswordField } from './account-fields';
import { ServerFormNotices } from './form-alert';
import { SubmitButton } from './submit-button';

export const PASSWORD_CHANGED = msg('Your password has been changed.');
export const OTHERS_SIGNED_OUT = msg('Other devices were signed out.');
const FAILED = msg('Failed to change password');
const OFFLINE = msg('You are offline. Changing your password needs a connection.');
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password while signed in: the current one, a new one under the sign-up rules. */
export function ChangePasswordCard() {
  const t = useT();
  const form = useForm(EMPTY, validateChangePassword);
  const [done, setDone] = useState(false);
  const { busy, error, submit } = useServerSubmit({ fallback: FAILED, offline: OFFLINE });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.touchAllAndFocus()) return;
    setDone(false);
    const { currentPassword, newPassword } = form.values;
    const result = await submit(() => accountApi.changePassword(currentPassword, newPassword));
    if (!result.ok) return;
    form.setValues(EMPTY);
    setDone(true);
  };

  return (
    <AccountCard title={t('Change Password')}>
      {done && (
        <div className="banner banner-success" role="status">
          {t(PASSWORD_CHANGED)} {t(OTHERS_SIGNED_OUT)}
        </div>
      )}
      <ServerFormNotices offline={OFFLINE} error={error} />
      <form onSubmit={onSubmit} noValidate>
        <PasswordField
          {...form.bind('currentPassword')}
          label={t('Current Password')}
          autoComplete="current-password"
        />
        <NewPasswordField {...form.bind('newPassword')} label={t('New Password')} />
        <PasswordField
          {...form.bind('confirmPassword')}
          label={t('Confirm New Password')}
          autoComplete="new-password"
        />
        <SubmitButton busy={busy} busyText={t('Changing Password...')}>
          {t('Change Password')}
        </SubmitButton>
      </form>
    </AccountCard>
  );
}
