import * as v from 'valibot';
import { hasInvisible, isSafeText } from '../domain/text';

/**
 * The e-mail address alone, apart from the rest of the user's schemas: the sign-in route's
 * `?email=` is in every page's first chunk, and a module there brings every export any screen
 * uses of it (ADR 152). user.ts re-exports it.
 */

export const EMAIL_MAX = 254;
export const EMAIL_INVALID = 'Please enter a valid email address.';

/** text, @, text, dot, text, no spaces (ADR 077). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address mail can reach: at most 254 characters (RFC 5321), visible characters only. */
export const isEmailAddress = (s: string) =>
  s.length <= EMAIL_MAX && EMAIL_PATTERN.test(s) && isSafeText(s) && !hasInvisible(s);

export const EmailSchema = v.pipe(
  v.string(EMAIL_INVALID),
  v.trim(),
  v.check(isEmailAddress, EMAIL_INVALID),
  v.toLowerCase(),
);
