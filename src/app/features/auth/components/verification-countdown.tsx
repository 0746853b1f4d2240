import { msg, useT } from '#app/lib/i18n';
import { Trans } from '#app/lib/trans';
import { countdown } from '#shared/domain/verification-estimate';
import { useNow } from '../hooks/use-now';

// The unit goes in one message with its number: a bare "Hours" is already the contact page's
// opening hours (اوقات), which is not the Urdu for hours counted down (گھنٹے).
const UNITS = [
  ['days', msg('<0>{value}</0><1>Days</1>')],
  ['hours', msg('<0>{value}</0><1>Hours</1>')],
  ['minutes', msg('<0>{value}</0><1>Minutes</1>')],
  ['seconds', msg('<0>{value}</0><1>Seconds</1>')],
] as const;
const UNIT_PARTS = {
  0: <span className="countdown-value" />,
  1: <span className="countdown-label" />,
};

/** Days, hours, minutes and seconds until the estimate, ticking every second (ADR 079). */
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
        {UNITS.map(([key, id]) => (
          <div key={key} className="countdown-unit">
            <Trans
              id={id}
              values={{ value: String(left[key]).padStart(2, '0') }}
              components={UNIT_PARTS}
            />
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
