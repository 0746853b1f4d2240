import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useT } from '#app/lib/i18n';
import { pendingDoctorStore, useSession } from '#app/lib/session';
import { toast } from '#app/lib/toasts';
import { DOCTOR_FEE_DEFAULT, DOCTOR_MSG } from '#shared/schemas/doctor';
import { authApi } from '../api/auth-api';
import { useForm } from '../hooks/use-form';
import { useServerSubmit } from '../hooks/use-server-submit';
import { type DoctorValues, toDoctorInput, validateDoctor } from '../lib/forms';
import { AUTH_MSG } from '../lib/messages';
import { NewAccountFields } from './account-fields';
import { AuthCard } from './auth-card';
import { AuthSwitch } from './auth-switch';
import { DoctorPracticeFields } from './doctor-practice-fields';
import { ServerFormNotices } from './form-alert';
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

  const message = attemptError && !form.isValid ? attemptError : error;

  return (
    <AuthCard
      title={t('Create Doctor Account')}
      subtitle={t("Join Mashwara's verified doctors. Our team reviews every application.")}
      wide
    >
      <ServerFormNotices offline={AUTH_MSG.registrationOffline} error={message} />
      <form onSubmit={onSubmit} noValidate>
        <NewAccountFields bind={form.bind} wide />
        <DoctorPracticeFields bind={form.bind} />
        <SubmitButton busy={busy} busyText={t('Creating Account...')}>
          {t('Create Doctor Account')}
        </SubmitButton>
      </form>
      <AuthSwitch
        ways={[
          { question: t('Already have an account?'), to: '/sign-in', label: t('Sign In') },
          {
            question: t('Looking for care?'),
            to: '/patient/sign-up',
            label: t('Create a patient account'),
          },
        ]}
      />
    </AuthCard>
  );
}
