import { useT } from '#app/lib/i18n';
import { countdown } from '#shared/domain/verification-estimate';
import { useNow } from '../hooks/use-now';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/** Days, hours, minutes and seconds until the estimate, ticking every second (section 9). */
export function VerificationCountdown({ target }: { target: Date }) {
  const t = useT();
  const now = useNow(1000);
  const left = countdown(target, now);
  return (
    <div className="countdown-wrap">
      {/* role=timer is not live by default, so screen readers are not told every second. */}
      <div
        className="countdown"
        role="timer"
        aria-label={t('Time left until the estimated verification')}
      >
        {UNITS.map(([key, label]) => (
          <div key={key} className="countdown-unit">
            <span className="countdown-value">{String(left[key]).padStart(2, '0')}</span>
            <span className="countdown-label">{label}</span>
          </div>
        ))}
      </div>
      {left.done && (
        <p className="muted">
          {t(
            'Verification is taking a little longer than estimated. Sign in to see whether your account has been approved.',
          )}
        </p>
      )}
    </div>
  );
}
