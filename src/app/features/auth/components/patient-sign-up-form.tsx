import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useT } from '#app/lib/i18n';
import { useSession } from '#app/lib/session';
import { toast } from '#app/lib/toasts';
import { useOnline } from '#app/lib/use-online';
import { authApi } from '../api/auth-api';
import { useForm } from '../hooks/use-form';
import { useServerSubmit } from '../hooks/use-server-submit';
import { validatePatient } from '../lib/forms';
import { AUTH_MSG, REGISTRATION_REDIRECT_MS } from '../lib/messages';
import { AuthCard } from './auth-card';
import { TextField } from './field';
import { FormAlert, OfflineNote } from './form-alert';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SubmitButton } from './submit-button';

export function PatientSignUpForm() {
  const t = useT();
  const navigate = useNavigate();
  const online = useOnline();
  const hintId = useId();
  const form = useForm({ name: '', email: '', password: '' }, validatePatient);
  const { busy, error, submit } = useServerSubmit({
    fallback: AUTH_MSG.registrationFailed,
    offline: AUTH_MSG.registrationOffline,
  });
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  // ADR 075: after registration the user goes to sign-in, e-mail prefilled, after 1.5 s.
  useEffect(() => {
    if (!registeredEmail) return;
    const timer = setTimeout(() => {
      void navigate({ to: '/sign-in', search: { registered: true, email: registeredEmail } });
    }, REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registeredEmail, navigate]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || registeredEmail || !form.touchAllAndFocus()) return;
    const { name, email, password } = form.values;
    const result = await submit(() =>
      authApi.registerPatient({ name: name.trim(), email: email.trim(), password }),
    );
    if (!result.ok) return;
    useSession.getState().clear();
    toast.success(AUTH_MSG.registered);
    setRegisteredEmail(result.value.data?.user?.email ?? email.trim().toLowerCase());
  };

  const passwordField = form.bind('password');
  const meterId = `${passwordField.id}-extra`;

  return (
    <AuthCard title={t('Create Patient Account')} subtitle={t('Book verified doctors in minutes.')}>
      {!online && <OfflineNote>{AUTH_MSG.registrationOffline}</OfflineNote>}
      <FormAlert message={error === AUTH_MSG.registrationOffline && !online ? null : error} />
      {registeredEmail && (
        <div className="banner banner-success" role="status">
          {t(AUTH_MSG.registered)}
        </div>
      )}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          {...form.bind('name')}
          label={t('Full Name')}
          autoComplete="name"
          required
          autoFocus
        />
        <TextField
          {...form.bind('email')}
          label={t('Email Address')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <TextField
          {...passwordField}
          label={t('Password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t(
            'At least 8 characters, with 3 of: uppercase, lowercase, numbers, special characters.',
          )}
          extra={
            form.values.password ? (
              <PasswordStrengthMeter id={meterId} password={form.values.password} />
            ) : undefined
          }
        />
        <SubmitButton
          busy={busy}
          busyText={t('Creating Account...')}
          disabled={!form.isValid || Boolean(registeredEmail)}
          describedBy={form.isValid ? undefined : hintId}
        >
          {t('Create Account')}
        </SubmitButton>
        {!form.isValid && (
          <p id={hintId} className="field-hint auth-submit-hint">
            {t(AUTH_MSG.fixErrors)}
          </p>
        )}
      </form>
      <p className="auth-switch">
        {t('Already have an account?')} <Link to="/sign-in">{t('Sign In')}</Link>
      </p>
      <p className="auth-switch muted">
        {t('Are you a doctor?')} <Link to="/doctor/sign-up">{t('Create a doctor account')}</Link>
      </p>
    </AuthCard>
  );
}
