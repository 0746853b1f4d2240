import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useT } from '#app/lib/i18n';
import { useSession } from '#app/lib/session';
import { toast } from '#app/lib/toasts';
import { authApi } from '../api/auth-api';
import { useForm } from '../hooks/use-form';
import { useServerSubmit } from '../hooks/use-server-submit';
import { validatePatient } from '../lib/forms';
import { AUTH_MSG, REGISTRATION_REDIRECT_MS } from '../lib/messages';
import { NewAccountFields } from './account-fields';
import { AuthCard } from './auth-card';
import { AuthSwitch } from './auth-switch';
import { ServerFormNotices } from './form-alert';
import { SubmitButton } from './submit-button';

export function PatientSignUpForm() {
  const t = useT();
  const navigate = useNavigate();
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

  return (
    <AuthCard title={t('Create Patient Account')} subtitle={t('Book verified doctors in minutes.')}>
      <ServerFormNotices offline={AUTH_MSG.registrationOffline} error={error} />
      {registeredEmail && (
        <div className="banner banner-success" role="status">
          {t(AUTH_MSG.registered)}
        </div>
      )}
      <form onSubmit={onSubmit} noValidate>
        <NewAccountFields bind={form.bind} />
        <SubmitButton
          busy={busy}
          busyText={t('Creating Account...')}
          disabled={Boolean(registeredEmail)}
          blockedBy={form.isValid ? null : AUTH_MSG.fixErrors}
        >
          {t('Create Account')}
        </SubmitButton>
      </form>
      <AuthSwitch
        ways={[
          { question: t('Already have an account?'), to: '/sign-in', label: t('Sign In') },
          {
            question: t('Are you a doctor?'),
            to: '/doctor/sign-up',
            label: t('Create a doctor account'),
          },
        ]}
      />
    </AuthCard>
  );
}
