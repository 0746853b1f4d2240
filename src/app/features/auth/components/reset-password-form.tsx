import type { FormEvent } from 'react';
import { ApiError } from '#app/lib/api-client';
import { useT } from '#app/lib/i18n';
import { authApi } from '../api/auth-api';
import { useForm } from '../hooks/use-form';
import { useServerSubmit } from '../hooks/use-server-submit';
import { validateReset } from '../lib/forms';
import { AUTH_MSG } from '../lib/messages';
import { NewPasswordField, PasswordField } from './account-fields';
import { AuthSwitch } from './auth-switch';
import { ServerFormNotices } from './form-alert';
import { SubmitButton } from './submit-button';

type ResetPasswordFormProps = {
  token: string;
  onDone: (message: string) => void;
  onInvalid: (message: string) => void;
};

export function ResetPasswordForm({ token, onDone, onInvalid }: ResetPasswordFormProps) {
  const t = useT();
  const form = useForm({ password: '', confirmPassword: '' }, validateReset);
  const { busy, error, submit } = useServerSubmit({
    fallback: AUTH_MSG.resetFailed,
    offline: AUTH_MSG.resetOffline,
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.touchAllAndFocus()) return;
    const result = await submit(() => authApi.resetPassword(token, form.values.password));
    if (result.ok) return onDone(result.value.message ?? AUTH_MSG.resetDone);
    // The link expired or was used while the form was open.
    if (result.error instanceof ApiError && result.error.message === AUTH_MSG.invalidToken) {
      onInvalid(result.error.message);
    }
  };

  return (
    <>
      <ServerFormNotices offline={AUTH_MSG.resetOffline} error={error} />
      <form onSubmit={onSubmit} noValidate>
        <NewPasswordField {...form.bind('password')} label={t('New Password')} autoFocus />
        <PasswordField
          {...form.bind('confirmPassword')}
          label={t('Confirm New Password')}
          autoComplete="new-password"
        />
        <SubmitButton busy={busy} busyText={t('Resetting Password...')}>
          {t('Reset Password')}
        </SubmitButton>
      </form>
      <AuthSwitch ways={[{ to: '/sign-in', label: t('Back to Sign In') }]} />
    </>
  );
}
