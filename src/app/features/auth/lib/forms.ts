import * as v from 'valibot';
import {
  DoctorRegistrationSchema,
  ForgotPasswordSchema,
  PatientRegistrationSchema,
  SignInSchema,
} from '#shared/schemas/auth';
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

export type DoctorValues = {
  name: string;
  email: string;
  password: string;
  specialization: string;
  qualifications: string;
  clinicName: string;
  experience: string;
  licenseNumber: string;
  consultationFee: string;
};

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

export const validateDoctor = (values: DoctorValues) =>
  fieldErrors<keyof DoctorValues>(DoctorRegistrationSchema, toDoctorInput(values));
