import { Link } from '@tanstack/react-router';
import { useT } from '#app/lib/i18n';
import { AuthCard } from './auth-card';
import { AuthSwitch } from './auth-switch';

/** /sign-up: which kind of account to create. */
export function SignUpChooser() {
  const t = useT();
  return (
    <AuthCard
      title={t('Create an Account')}
      subtitle={t('Choose the kind of account you need.')}
      wide
    >
      <ul className="account-choices">
        {[
          {
            title: t('I am a patient'),
            text: t(
              'Find verified doctors, book and pay for appointments, and keep your medical history in one place.',
            ),
            to: '/patient/sign-up' as const,
            action: t('Create Patient Account'),
          },
          {
            title: t('I am a doctor'),
            text: t(
              'Offer consultations, manage your weekly schedule and patients. Accounts are verified by our team before they go live.',
            ),
            to: '/doctor/sign-up' as const,
            action: t('Create Doctor Account'),
          },
        ].map((choice) => (
          <li key={choice.to} className="account-choice">
            <h2>{choice.title}</h2>
            <p className="muted">{choice.text}</p>
            <Link to={choice.to} className="btn btn-primary">
              {choice.action}
            </Link>
          </li>
        ))}
      </ul>
      <AuthSwitch
        ways={[{ question: t('Already have an account?'), to: '/sign-in', label: t('Sign In') }]}
      />
    </AuthCard>
  );
}
