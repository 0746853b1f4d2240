import * as v from 'valibot';
import { RESET_TOKEN_PATTERN } from './auth';
import { EmailSchema, MSG, PASSWORD_MAX, PasswordSchema } from './user';

export const ACCOUNT_MSG = {
  currentPasswordRequired: 'Current password is required',
  wrongPassword: 'The password is incorrect',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChanged: 'Your password has been changed. Other devices were signed out.',
  emailConfirmed: 'Your email address is confirmed.',
  emailAlreadyConfirmed: 'Your email address is already confirmed.',
  linkResent: 'We sent a new confirmation link to your email address.',
  changeLinkSent: 'We sent a confirmation link to your new email address.',
  accountDeleted: 'Your account has been deleted.',
  accountDeletedByAdmin: 'The account has been deleted.',
  invalidEmailToken: 'This link is invalid or has expired',
  sameEmail: 'This is already your email address',
  doctorDeletion:
    'A doctor’s account is deleted by the administrator, once the future appointments of your patients have been handled. Please contact the administrator.',
  doctorHasAppointments:
    'This doctor still has upcoming appointments. Cancel or reassign them before deleting the account.',
  adminDeletion: 'An administrator account cannot be deleted here',
  exportGone: 'This download link has expired or was already used',
} as const;

/** A password typed to confirm who is acting: checked against the stored hash, not the rules. */
const typedPassword = (required: string) =>
  v.pipe(v.string(required), v.nonEmpty(required), v.maxLength(PASSWORD_MAX, MSG.passwordLong));

export const ChangePasswordSchema = v.object({
  currentPassword: typedPassword(ACCOUNT_MSG.currentPasswordRequired),
  newPassword: PasswordSchema,
});

export const VerifyEmailSchema = v.object({
  token: v.pipe(
    v.string(ACCOUNT_MSG.invalidEmailToken),
    v.regex(RESET_TOKEN_PATTERN, ACCOUNT_MSG.invalidEmailToken),
  ),
});

export const ChangeEmailSchema = v.object({
  newEmail: EmailSchema,
  password: typedPassword(MSG.passwordRequired),
});

export const DeleteAccountSchema = v.object({ password: typedPassword(MSG.passwordRequired) });

/** POST /auth/verify-email's answer: which address is now confirmed, and whether it changed. */
export type VerifiedEmail = { email: string; emailVerified: true; changed: boolean };

/** POST /account/export's answer: a link that works once, until expiresAt. */
export type ExportLink = { downloadUrl: string; expiresAt: string };
