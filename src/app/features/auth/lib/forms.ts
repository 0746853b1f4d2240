import * as v from 'valibot';
import { msg } from '#app/lib/i18n';
import { clinicSettings } from '#app/lib/public-settings';
import {
  DoctorRegistrationSchema,
  ForgotPasswordSchema,
  PatientRegistrationSchema,
  SignInSchema,
} from '#shared/schemas/auth';
import type { PracticeText } from '#shared/schemas/doctor';
import { MSG, PasswordSchema } from '#shared/schemas/user';
import { fieldErrors } from './field-errors';

export type SignInValues = { email: string; password: string };
export const validateSignIn = (values: SignInValues) =>
  fieldErrors<keyof SignInValues>(SignInSchema, values);

export type PatientValues = { name: string; email: string; password: string };
export const validatePatient = (values: PatientValues) =>
  fieldErrors<keyof PatientValues>(PatientRegistrationSchema, values);

export type ForgotValues = { email: string };
export const validateForgot = (values: ForgotValues) =>
  fieldErrors<keyof ForgotValues>(ForgotPasswordSchema, values);

export type ResetValues = { password: string; confirmPassword: string };
const ResetFormSchema = v.object({ password: PasswordSchema, confirmPassword: v.string() });
export function validateReset(values: ResetValues) {
  const errors = fieldErrors<keyof ResetValues>(ResetFormSchema, values);
  if (values.password !== values.confirmPassword) errors.confirmPassword = MSG.passwordsDiffer;
  return errors;
}

export type DoctorValues = PatientValues & PracticeText;

/** Turns the typed text into the registration call's payload (numbers for the number fields). */
export function toDoctorInput(values: DoctorValues) {
  const experience = values.experience.trim();
  const fee = values.consultationFee.trim();
  return {
    ...values,
    // An empty experience is missing (required); an empty fee is out of range, not the default.
    experience: experience === '' ? undefined : Number(experience),
    consultationFee: fee === '' ? Number.NaN : Number(fee),
  };
}

/** The fee message with the administrator's range; the field fills in the numbers. */
export const FEE_RANGE_MSG = msg('Consultation fee must be between {min} and {max} PKR');

/**
 * The shared schema knows ADR 079's default range; the server enforces the setting (ADR 009), so
 * the fee is checked here against the range GET /settings/public last answered.
 */
export function validateDoctor(values: DoctorValues) {
  const input = toDoctorInput(values);
  const errors = fieldErrors<keyof DoctorValues>(DoctorRegistrationSchema, input);
  delete errors.consultationFee;
  const { min, max } = clinicSettings().consultationFeeRange;
  const fee = input.consultationFee;
  if (!Number.isInteger(fee) || fee < min || fee > max) errors.consultationFee = FEE_RANGE_MSG;
  return errors;
}
