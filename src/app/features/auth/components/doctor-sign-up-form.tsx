import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useT } from '#app/lib/i18n';
import { pendingDoctorStore, useSession } from '#app/lib/session';
import { toast } from '#app/lib/toasts';
import { useOnline } from '#app/lib/use-online';
import { DOCTOR_FEE_DEFAULT, DOCTOR_MSG } from '#shared/schemas/doctor';
import { authApi } from '../api/auth-api';
import { useForm } from '../hooks/use-form';
import { useServerSubmit } from '../hooks/use-server-submit';
import { type DoctorValues, toDoctorInput, validateDoctor } from '../lib/forms';
import { AUTH_MSG } from '../lib/messages';
import { AuthCard } from './auth-card';
import { DoctorPracticeFields } from './doctor-practice-fields';
import { TextField } from './field';
import { FormAlert, OfflineNote } from './form-alert';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SubmitButton } from './submit-button';

const INITIAL: DoctorValues = {
  name: '',
  email: '',
  password: '',
  specialization: '',
  qualifications: '',
  clinicName: '',
  experience: '',
  licenseNumber: '',
  consultationFee: String(DOCTOR_FEE_DEFAULT),
};

const REQUIRED: (keyof DoctorValues)[] = [
  'name',
  'email',
  'password',
  'specialization',
  'qualifications',
  'clinicName',
  'experience',
  'licenseNumber',
];

export function DoctorSignUpForm() {
  const t = useT();
  const navigate = useNavigate();
  const online = useOnline();
  const form = useForm(INITIAL, validateDoctor);
  const { busy, error, submit } = useServerSubmit({
    fallback: AUTH_MSG.registrationFailed,
    offline: AUTH_MSG.registrationOffline,
  });
  const [attemptError, setAttemptError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!form.touchAllAndFocus()) {
      const missing = REQUIRED.some((k) => form.values[k].trim() === '');
      setAttemptError(missing ? DOCTOR_MSG.required : AUTH_MSG.fixErrors);
      return;
    }
    setAttemptError(null);
    const input = toDoctorInput(form.values);
    const result = await submit(() =>
      authApi.registerDoctor({ ...input, name: input.name.trim(), email: input.email.trim() }),
    );
    if (!result.ok) return;
    const user = result.value.data.user;
    useSession.getState().clear();
    pendingDoctorStore.set({
      _id: user._id,
      name: user.name,
      email: user.email,
      createdAt: user.createdAt,
    });
    if (result.value.message) toast.success(result.value.message);
    await navigate({ to: '/verification-pending' });
  };

  const passwordField = form.bind('password');
  const message = attemptError && !form.isValid ? attemptError : error;

  return (
    <AuthCard
      title={t('Create Doctor Account')}
      subtitle={t("Join Mashwara's verified doctors. Our team reviews every application.")}
      wide
    >
      {!online && <OfflineNote>{AUTH_MSG.registrationOffline}</OfflineNote>}
      <FormAlert message={message === AUTH_MSG.registrationOffline && !online ? null : message} />
      <form onSubmit={onSubmit} noValidate>
        <div className="auth-grid">
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
        </div>
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
              <PasswordStrengthMeter
                id={`${passwordField.id}-extra`}
                password={form.values.password}
              />
            ) : undefined
          }
        />
        <DoctorPracticeFields bind={form.bind} />
        <SubmitButton busy={busy} busyText={t('Creating Account...')}>
          {t('Create Doctor Account')}
        </SubmitButton>
      </form>
      <p className="auth-switch">
        {t('Already have an account?')} <Link to="/sign-in">{t('Sign In')}</Link>
      </p>
      <p className="auth-switch muted">
        {t('Looking for care?')} <Link to="/patient/sign-up">{t('Create a patient account')}</Link>
      </p>
    </AuthCard>
  );
}
