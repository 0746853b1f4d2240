import { Link } from '@tanstack/react-router';
import { type FormEvent, useId } from 'react';
import { msg, useT } from '#app/lib/i18n';
import { useOnline } from '#app/lib/use-online';
import { SIGN_IN_MSG } from '../api/sign-in';
import { useForm } from '../hooks/use-form';
import { useSignIn } from '../hooks/use-sign-in';
import { validateSignIn } from '../lib/forms';
import { EmailField, PasswordField } from './account-fields';
import { AuthCard } from './auth-card';
import { AuthSwitch } from './auth-switch';
import { FormAlert, OfflineNote } from './form-alert';
import { SubmitButton } from './submit-button';

export const REGISTERED_NOTICE = msg('Account created successfully! Please sign in to continue.');
const HINT = msg('Please enter a valid email and password to continue.');

type SignInFormProps = { registered?: boolean; email?: string };

export function SignInForm({ registered, email }: SignInFormProps) {
  const t = useT();
  const form = useForm({ email: email ?? '', password: '' }, validateSignIn);
  const { run, busy, failure } = useSignIn();
  const online = useOnline();
  const rememberId = useId();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.touchAllAndFocus()) return;
    await run(form.values.email.trim(), form.values.password);
  };

  return (
    <AuthCard title={t('Welcome Back')} subtitle={t('Sign in to manage your appointments.')}>
      {registered && (
        <div className="banner banner-success" role="status">
          {t(REGISTERED_NOTICE)}
        </div>
      )}
      {(!online || failure?.offline) && <OfflineNote>{SIGN_IN_MSG.offline}</OfflineNote>}
      <FormAlert message={failure?.message ?? null} />
      <form onSubmit={onSubmit} noValidate>
        <EmailField {...form.bind('email')} autoFocus={!email} />
        <PasswordField
          {...form.bind('password')}
          label={t('Password')}
          autoComplete="current-password"
          autoFocus={Boolean(email)}
        />
        <div className="auth-row">
          {/* ADR 075: the remember-me box has no behaviour; sessions last 7 days (ADR 014). */}
          <div className="checkbox">
            <input id={rememberId} type="checkbox" name="remember" />
            <label htmlFor={rememberId}>{t('Remember me')}</label>
          </div>
          <Link to="/forgot-password">{t('Forgot password?')}</Link>
        </div>
        <SubmitButton
          busy={busy}
          busyText={t('Signing In...')}
          blockedBy={form.isValid ? null : HINT}
        >
          {t('Sign In')}
        </SubmitButton>
      </form>
      <AuthSwitch
        ways={[
          { question: t("Don't have an account?"), to: '/sign-up', label: t('Sign Up') },
          { question: t('Trying Mashwara out?'), to: '/demo', label: t('Use a demo account') },
        ]}
      />
    </AuthCard>
  );
}
