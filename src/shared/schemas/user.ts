import * as v from 'valibot';
import { stripInvisible } from '../domain/text';
import { EMAIL_INVALID, isEmailAddress } from './email';

export const ROLES = ['patient', 'doctor', 'admin', 'desk'] as const;
export type Role = (typeof ROLES)[number];
export const USER_STATUSES = ['active', 'blocked', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export { EMAIL_MAX, EMAIL_PATTERN, EmailSchema, isEmailAddress } from './email';

export const MSG = {
  emailInvalid: EMAIL_INVALID,
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 8 characters long',
  passwordClasses:
    'Password must contain at least 3 of the following: uppercase letters, lowercase letters, numbers, and special characters.',
  passwordLong: 'Password must be at most 128 characters long',
  passwordsDiffer: 'Passwords do not match',
  nameRequired: 'Name is required',
  nameShort: 'Name must be at least 2 characters long',
  nameInvalid: 'Name contains invalid characters',
  nameLong: 'Name must be at most 100 characters long',
} as const;

/** Letters (any script), spaces, apostrophes and hyphens: no tabs, line breaks or controls. */
export const NAME_PATTERN = /^[\p{L}\p{M}\p{Zs}'-]+$/u;

/** An e-mail a form may leave empty (emergency contact, clinic contact). */
export const optionalEmail = (message: string = MSG.emailInvalid) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.check((s) => s === '' || isEmailAddress(s), message),
    ),
    '',
  );

/** Bidirectional overrides and zero-width characters are dropped: a name reads as it is stored. */
export const NameSchema = v.pipe(
  v.string(MSG.nameRequired),
  v.transform(stripInvisible),
  v.trim(),
  v.nonEmpty(MSG.nameRequired),
  v.minLength(NAME_MIN, MSG.nameShort),
  v.maxLength(NAME_MAX, MSG.nameLong),
  v.regex(NAME_PATTERN, MSG.nameInvalid),
);

export function countPasswordClasses(password: string): number {
  return [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
}

/** The password rules (ADR 014), applied to every role's sign-up and to reset. */
export const PasswordSchema = v.pipe(
  v.string(MSG.passwordRequired),
  v.nonEmpty(MSG.passwordRequired),
  v.minLength(PASSWORD_MIN, MSG.passwordShort),
  v.maxLength(PASSWORD_MAX, MSG.passwordLong),
  v.check((p) => countPasswordClasses(p) >= 3, MSG.passwordClasses),
);

export const UserSchema = v.object({
  _id: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(ROLES),
  isVerified: v.boolean(),
  status: v.picklist(USER_STATUSES),
  specialty: v.optional(v.string()),
  verificationStatus: v.optional(v.picklist(['pending', 'verified', 'rejected'])),
  /** A desk account's doctors, by name (ADR 154): whose front desks it works at. */
  deskDoctors: v.optional(v.array(v.string())),
  createdAt: v.string(),
  lastLogin: v.optional(v.nullable(v.string())),
});
export type User = v.InferOutput<typeof UserSchema>;
