import { parseISO } from 'date-fns';
import { type LinkButton, LinkButtons } from '#app/components/ui/link-buttons';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import type { PendingDoctor } from '#app/lib/session';
import { deviceTimeZone } from '#shared/domain/clinic-time';
import { verificationEstimate } from '#shared/domain/verification-estimate';
import { AuthCard } from './auth-card';
import { VerificationCountdown } from './verification-countdown';

const PENDING_TEXT = msg('Your account is pending verification. Please wait for admin approval.');

const NEXT: readonly LinkButton[] = [
  { to: '/', label: msg('Back to Home'), tone: 'primary' },
  { to: '/sign-in', label: msg('Sign In'), tone: 'ghost' },
];

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
      <LinkButtons className="auth-actions" links={NEXT} />
    </AuthCard>
  );
}
