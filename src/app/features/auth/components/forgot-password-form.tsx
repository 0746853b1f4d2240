import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { ApiError } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { Trans } from '#app/lib/trans';
import { authApi } from '../api/auth-api';
import { useForm } from '../hooks/use-form';
import { useServerSubmit } from '../hooks/use-server-submit';
import { validateForgot } from '../lib/forms';
import { AUTH_MSG } from '../lib/messages';
import { EmailField } from './account-fields';
import { AuthCard } from './auth-card';
import { AuthSwitch } from './auth-switch';
import { ServerFormNotices } from './form-alert';
import { SubmitButton } from './submit-button';

/** ADR 078: the server's message, or 'Failed to send reset email', or the generic error. */
const forgotFallback = (error: unknown) =>
  error instanceof ApiError ? AUTH_MSG.forgotFailed : AUTH_MSG.forgotError;

export function ForgotPasswordForm() {
  const t = useT();
  const form = useForm({ email: '' }, validateForgot);
  const { busy, error, submit } = useServerSubmit({
    fallback: forgotFallback,
    offline: AUTH_MSG.forgotOffline,
  });
  const [sent, setSent] = useState<{ email: string; message?: string } | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.touchAllAndFocus()) return;
    const email = form.values.email.trim();
    const result = await submit(() => authApi.forgotPassword(email));
    if (result.ok) setSent({ email, message: result.value.message });
  };

  if (sent) {
    return (
      <AuthCard title={t('Check your email')}>
        <div className="banner banner-success" role="status">
          {t(
            sent.message ??
              msg(
                'If an account exists for this email, a password reset link has been sent to it.',
              ),
          )}
        </div>
        <p>
          <Trans
            id="We sent the link to <0>{email}</0> if it belongs to an account. The link works once, for 1 hour. Check your spam folder if it does not arrive."
            values={{ email: sent.email }}
            components={{ 0: <strong /> }}
          />
        </p>
        <Link to="/sign-in" className="btn btn-primary btn-block">
          {t('Back to Sign In')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('Forgot Password')}
      subtitle={t('Enter the e-mail address of your account and we will send you a reset link.')}
    >
      <ServerFormNotices offline={AUTH_MSG.forgotOffline} error={error} />
      <form onSubmit={onSubmit} noValidate>
        <EmailField {...form.bind('email')} autoFocus />
        <SubmitButton busy={busy} busyText={t('Sending...')}>
          {t('Send Reset Link')}
        </SubmitButton>
      </form>
      <AuthSwitch
        ways={[{ question: t('Remembered it?'), to: '/sign-in', label: t('Back to Sign In') }]}
      />
    </AuthCard>
  );
}
