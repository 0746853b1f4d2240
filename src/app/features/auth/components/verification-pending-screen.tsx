import { Link } from '@tanstack/react-router';
import { parseISO } from 'date-fns';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import type { PendingDoctor } from '#app/lib/session';
import { deviceTimeZone } from '#shared/domain/clinic-time';
import { verificationEstimate } from '#shared/domain/verification-estimate';
import { AuthCard } from './auth-card';
import { VerificationCountdown } from './verification-countdown';

const PENDING_TEXT = msg('Your account is pending verification. Please wait for admin approval.');

export function VerificationPendingScreen({ pending }: { pending: PendingDoctor }) {
  const t = useT();
  const format = useFormat();
  const estimate = pending.createdAt ? verificationEstimate(parseISO(pending.createdAt)) : null;
  return (
    <AuthCard title={t('Verification Pending')} subtitle={t(PENDING_TEXT)} wide>
      <dl className="pending-details">
        <div>
          <dt>{t('Name')}</dt>
          <dd>{pending.name}</dd>
        </div>
        <div>
          <dt>{t('Email')}</dt>
          <dd>{pending.email}</dd>
        </div>
        <div>
          <dt>{t('Estimated verification time')}</dt>
          <dd>
            {estimate
              ? t('{date} at {time}', {
                  date: format.date(estimate, { timeZone: deviceTimeZone() }),
                  time: format.time(estimate, { timeZone: deviceTimeZone() }),
                })
              : t('Date not available')}
          </dd>
        </div>
      </dl>
      {estimate && <VerificationCountdown target={estimate} />}
      <h2 className="auth-section-title">{t('What happens next')}</h2>
      <ol className="pending-steps">
        <li>{t('Our team checks your license number and qualifications.')}</li>
        <li>{t('Verification usually takes two business days; weekends are not counted.')}</li>
        <li>
          {t('Once you are approved, sign in to set up your schedule and start taking bookings.')}
        </li>
      </ol>
      <div className="auth-actions">
        <Link to="/" className="btn btn-primary">
          {t('Back to Home')}
        </Link>
        <Link to="/sign-in" className="btn btn-ghost">
          {t('Sign In')}
        </Link>
      </div>
    </AuthCard>
  );
}
