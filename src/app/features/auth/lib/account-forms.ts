import * as v from 'valibot';
import { msg } from '#app/lib/i18n';
import { EmailSchema, MSG, PasswordSchema } from '#shared/schemas/user';
import { fieldErrors } from './field-errors';

export const CURRENT_PASSWORD_REQUIRED = msg('Please enter your current password.');
export const SAME_PASSWORD = msg('The new password must differ from the current one.');
const current = v.pipe(v.string(), v.nonEmpty(CURRENT_PASSWORD_REQUIRED));

export type ChangePasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};
const ChangePasswordForm = v.object({
  currentPassword: current,
  newPassword: PasswordSchema,
  confirmPassword: v.string(),
});
/** The same strength rules as sign-up and reset (ADR 014), and the confirmation. */
export function validateChangePassword(values: ChangePasswordValues) {
  const errors = fieldErrors<keyof ChangePasswordValues>(ChangePasswordForm, values);
  if (!errors.newPassword && values.newPassword === values.currentPassword) {
    errors.newPassword = SAME_PASSWORD;
  }
  if (values.newPassword !== values.confirmPassword) errors.confirmPassword = MSG.passwordsDiffer;
  return errors;
}

export type ChangeEmailValues = { newEmail: string; password: string };
const ChangeEmailForm = v.object({ newEmail: EmailSchema, password: current });
export const validateChangeEmail = (values: ChangeEmailValues) =>
  fieldErrors<keyof ChangeEmailValues>(ChangeEmailForm, values);

export type PasswordOnlyValues = { password: string };
const PasswordOnlyForm = v.object({ password: current });
export const validatePasswordOnly = (values: PasswordOnlyValues) =>
  fieldErrors<keyof PasswordOnlyValues>(PasswordOnlyForm, values);
