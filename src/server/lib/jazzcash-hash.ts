import { createHmac } from 'node:crypto';

/**
 * The secure hash of JazzCash's page-redirection API: HMAC-SHA256 keyed with the integrity salt
 * over the salt and the non-empty pp_ values sorted by field name, joined by '&', in upper-case hex.
 */
export function jazzcashSecureHash(fields: Record<string, string>, integritySalt: string): string {
  const values = Object.keys(fields)
    .filter((key) => key.startsWith('pp_') && key !== 'pp_SecureHash' && fields[key] !== '')
    .sort()
    .map((key) => fields[key]);
  return createHmac('sha256', integritySalt)
    .update([integritySalt, ...values].join('&'))
    .digest('hex')
    .toUpperCase();
}
