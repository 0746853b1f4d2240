import { msg, useT } from '#app/lib/i18n';
import {
  PASSWORD_SCORE_MAX,
  type PasswordStrengthLabel,
  passwordStrength,
} from '#shared/domain/password-strength';

// The strength names as the catalog knows them (the shared rule names them in English).
const LABEL: Record<PasswordStrengthLabel, string> = {
  Weak: msg('Weak'),
  Moderate: msg('Moderate'),
  Strong: msg('Strong'),
  'Very Strong': msg('Very Strong'),
};

const TONE: Record<PasswordStrengthLabel, string> = {
  Weak: 'weak',
  Moderate: 'moderate',
  Strong: 'strong',
  'Very Strong': 'very-strong',
};

/** ADR 077's strength meter, shown once something is typed. */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const t = useT();
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  return (
    <div id={id} className={`strength strength-${TONE[label]}`}>
      <meter
        className="sr-only"
        min={0}
        max={PASSWORD_SCORE_MAX}
        value={score}
        aria-label={t('Password strength')}
      />
      <div className="strength-bar" aria-hidden="true">
        <span style={{ width: `${(score / PASSWORD_SCORE_MAX) * 100}%` }} />
      </div>
      <p className="strength-label">
        {t('Password strength:')} <strong>{t(LABEL[label])}</strong>
      </p>
    </div>
  );
}
