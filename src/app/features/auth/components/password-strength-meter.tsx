import {
  PASSWORD_SCORE_MAX,
  type PasswordStrengthLabel,
  passwordStrength,
} from '#shared/domain/password-strength';

const TONE: Record<PasswordStrengthLabel, string> = {
  Weak: 'weak',
  Moderate: 'moderate',
  Strong: 'strong',
  'Very Strong': 'very-strong',
};

/** Section 5's strength meter, shown once something is typed. */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  return (
    <div id={id} className={`strength strength-${TONE[label]}`}>
      <meter
        className="sr-only"
        min={0}
        max={PASSWORD_SCORE_MAX}
        value={score}
        aria-label="Password strength"
      />
      <div className="strength-bar" aria-hidden="true">
        <span style={{ width: `${(score / PASSWORD_SCORE_MAX) * 100}%` }} />
      </div>
      <p className="strength-label">
        Password strength: <strong>{label}</strong>
      </p>
    </div>
  );
}
