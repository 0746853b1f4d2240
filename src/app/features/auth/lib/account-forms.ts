import * as v from 'valibot';
import { msg } from '#app/lib/i18n';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
} from '#shared/schemas/account';
import { MSG } from '#shared/schemas/user';
import { fieldErrors } from './field-errors';

export const SAME_PASSWORD = msg('The new password must differ from the current one.');

export type ChangePasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};
const ChangePasswordForm = v.object({
  ...ChangePasswordSchema.entries,
  confirmPassword: v.string(),
});
/** The server's schema (the sign-up strength rules, ADR 014), and the confirmation. */
export function validateChangePassword(values: ChangePasswordValues) {
  const errors = fieldErrors<keyof ChangePasswordValues>(ChangePasswordForm, values);
  if (!errors.newPassword && values.newPassword === values.currentPassword) {
    errors.newPassword = SAME_PASSWORD;
  }
  if (values.newPassword !== values.confirmPassword) errors.confirmPassword = MSG.passwordsDiffer;
  return errors;
}

export type ChangeEmailValues = { newEmail: string; password: string };
export const validateChangeEmail = (values: ChangeEmailValues) =>
  fieldErrors<keyof ChangeEmailValues>(ChangeEmailSchema, values);

export type PasswordOnlyValues = { password: string };
export const validatePasswordOnly = (values: PasswordOnlyValues) =>
  fieldErrors<keyof PasswordOnlyValues>(DeleteAccountSchema, values);
