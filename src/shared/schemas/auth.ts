import * as v from 'valibot';
import { DOCTOR_FEE_DEFAULT, DoctorRegistrationFields } from './doctor';
import { EmailSchema, MSG, NameSchema, PASSWORD_MAX, PasswordSchema } from './user';

export const SignInSchema = v.object({
  email: EmailSchema,
  // No account has a longer password (sign-up and reset stop at 128), and hashing a megabyte
  // on every attempt would be a cheap way to load the server.
  password: v.pipe(
    v.string(MSG.passwordRequired),
    v.nonEmpty(MSG.passwordRequired),
    v.maxLength(PASSWORD_MAX, MSG.passwordLong),
  ),
});
export type SignInInput = v.InferInput<typeof SignInSchema>;

export const PatientRegistrationSchema = v.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});
export type PatientRegistrationInput = v.InferInput<typeof PatientRegistrationSchema>;

export const DoctorRegistrationSchema = v.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  ...DoctorRegistrationFields,
});
export type DoctorRegistrationInput = v.InferInput<typeof DoctorRegistrationSchema>;
export { DOCTOR_FEE_DEFAULT };

export const ForgotPasswordSchema = v.object({ email: EmailSchema });

export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;
export const ResetTokenSchema = v.pipe(
  v.string('Invalid or expired reset token'),
  v.regex(RESET_TOKEN_PATTERN, 'Invalid or expired reset token'),
);
export const ResetPasswordSchema = v.object({
  token: ResetTokenSchema,
  password: PasswordSchema,
});
