import { Link } from '@tanstack/react-router';
import { useT } from '#app/lib/i18n';
import { AuthCard } from './auth-card';

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
        <li className="account-choice">
          <h2>{t('I am a patient')}</h2>
          <p className="muted">
            {t(
              'Find verified doctors, book and pay for appointments, and keep your medical history in one place.',
            )}
          </p>
          <Link to="/patient/sign-up" className="btn btn-primary">
            {t('Create Patient Account')}
          </Link>
        </li>
        <li className="account-choice">
          <h2>{t('I am a doctor')}</h2>
          <p className="muted">
            {t(
              'Offer consultations, manage your weekly schedule and patients. Accounts are verified by our team before they go live.',
            )}
          </p>
          <Link to="/doctor/sign-up" className="btn btn-primary">
            {t('Create Doctor Account')}
          </Link>
        </li>
      </ul>
      <p className="auth-switch">
        {t('Already have an account?')} <Link to="/sign-in">{t('Sign In')}</Link>
      </p>
    </AuthCard>
  );
}
