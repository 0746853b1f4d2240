import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Phone numbers are kept in E.164 (`+923001234567`), read as Pakistani numbers unless they carry
 * a country code. This module carries libphonenumber-js's full metadata (about 50 KB gzip), so
 * the app loads it only where a phone is entered.
 */
export const DEFAULT_REGION = 'PK';

/** A valid number in E.164, or null when it cannot be read as one. */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  // Digits and the usual separators only: no extensions, letters or two numbers in one field.
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  // `92-300-…` and `0092…` are Pakistani numbers written without the plus.
  const international = /^(00|92[\s-]?3)/.test(trimmed.replace(/^\(/, ''))
    ? `+${trimmed.replace(/^00/, '')}`
    : trimmed;
  const parsed = parsePhoneNumberFromString(international, DEFAULT_REGION);
  return parsed?.isValid() ? parsed.number : null;
}

/** Whether SMS and WhatsApp can reach a stored number: a valid mobile number in E.164. */
export function isSmsReachable(stored: string | null | undefined): boolean {
  if (!stored?.startsWith('+')) return false;
  const parsed = parsePhoneNumberFromString(stored);
  if (!parsed?.isValid()) return false;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' || type === undefined;
}
