import { PASSWORD_MIN } from '../schemas/user';

export const PASSWORD_STRONG_LENGTH = 12;

export type PasswordStrengthLabel = 'Weak' | 'Moderate' | 'Strong' | 'Very Strong';

/** ADR 077: one point each for length ≥ 8, length ≥ 12, uppercase, lowercase, digit, special. */
export function passwordScore(password: string): number {
  return [
    password.length >= PASSWORD_MIN,
    password.length >= PASSWORD_STRONG_LENGTH,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
}

/** Under 3 is Weak; 3 to 4 Moderate; 5 Strong; 6 Very Strong. */
export function strengthLabel(score: number): PasswordStrengthLabel {
  if (score < 3) return 'Weak';
  if (score < 5) return 'Moderate';
  if (score < 6) return 'Strong';
  return 'Very Strong';
}

export const PASSWORD_SCORE_MAX = 6;

export function passwordStrength(password: string) {
  const score = passwordScore(password);
  return { score, label: strengthLabel(score) };
}
