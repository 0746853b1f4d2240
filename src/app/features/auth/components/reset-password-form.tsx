import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { ApiError } from '#app/lib/api-client';
import { useT } from '#app/lib/i18n';
import { useOnline } from '#app/lib/use-online';
import { authApi } from '../api/auth-api';
import { useForm } from '../hooks/use-form';
import { useServerSubmit } from '../hooks/use-server-submit';
import { validateReset } from '../lib/forms';
import { AUTH_MSG } from '../lib/messages';
import { TextField } from './field';
import { FormAlert, OfflineNote } from './form-alert';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SubmitButton } from './submit-button';

type ResetPasswordFormProps = {
  token: string;
  onDone: (message: string) => void;
  onInvalid: (message: string) => void;
};

export function ResetPasswordForm({ token, onDone, onInvalid }: ResetPasswordFormProps) {
  const t = useT();
  const online = useOnline();
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

  const password = form.bind('password');
  return (
    <>
      {!online && <OfflineNote>{AUTH_MSG.resetOffline}</OfflineNote>}
      <FormAlert message={error === AUTH_MSG.resetOffline && !online ? null : error} />
      <form onSubmit={onSubmit} noValidate>
        <TextField
          {...password}
          label={t('New Password')}
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          hint={t(
            'At least 8 characters, with 3 of: uppercase, lowercase, numbers, special characters.',
          )}
          extra={
            form.values.password ? (
              <PasswordStrengthMeter id={`${password.id}-extra`} password={form.values.password} />
            ) : undefined
          }
        />
        <TextField
          {...form.bind('confirmPassword')}
          label={t('Confirm New Password')}
          type="password"
          autoComplete="new-password"
          required
        />
        <SubmitButton busy={busy} busyText={t('Resetting Password...')}>
          {t('Reset Password')}
        </SubmitButton>
      </form>
      <p className="auth-switch">
        <Link to="/sign-in">{t('Back to Sign In')}</Link>
      </p>
    </>
  );
}
