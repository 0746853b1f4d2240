import { describe, expect, it } from 'vitest';
import {
  type DoctorValues,
  toDoctorInput,
  validateDoctor,
  validatePatient,
  validateReset,
  validateSignIn,
} from '#app/features/auth/lib/forms';
import {
  loadPublicSettings,
  PUBLIC_SETTINGS_KEY,
  resetPublicSettings,
} from '#app/lib/public-settings';
import { DEFAULT_SETTINGS, toPublicSettings } from '#shared/schemas/settings';

const doctor: DoctorValues = {
  name: 'Imran Qureshi',
  email: 'imran@example.pk',
  password: 'Doctor@123',
  specialization: 'Cardiology',
  qualifications: 'MBBS, FCPS',
  clinicName: 'Heart Care',
  experience: '12',
  licenseNumber: 'PMDC-1',
  consultationFee: '1500',
};

describe('sign-in form', () => {
  it('is ready with a valid e-mail and any password', () => {
    expect(validateSignIn({ email: 'a@b.pk', password: 'x' })).toEqual({});
  });

  it('is not ready without a valid e-mail or a password', () => {
    expect(validateSignIn({ email: 'a@b', password: '' })).toEqual({
      email: 'Please enter a valid email address.',
      password: 'Password is required',
    });
  });
});

describe('patient sign-up form', () => {
  it('gives one message per field, the first rule broken', () => {
    expect(validatePatient({ name: 'A', email: 'x', password: 'abcdefgh' })).toEqual({
      name: 'Name must be at least 2 characters long',
      email: 'Please enter a valid email address.',
      password:
        'Password must contain at least 3 of the following: uppercase letters, lowercase letters, numbers, and special characters.',
    });
  });
});

describe('doctor sign-up form', () => {
  it('sends experience and fee as numbers', () => {
    expect(toDoctorInput(doctor)).toMatchObject({ experience: 12, consultationFee: 1500 });
    expect(validateDoctor(doctor)).toEqual({});
  });

  it('asks for every required field', () => {
    const empty = validateDoctor({
      ...doctor,
      qualifications: ' ',
      experience: '',
      licenseNumber: '',
    });
    expect(empty).toEqual({
      qualifications: 'Please fill in all required fields',
      experience: 'Please fill in all required fields',
      licenseNumber: 'Please fill in all required fields',
    });
  });

  it('refuses a fee outside 500 to 5000 PKR, or none at all', () => {
    const message = 'Consultation fee must be between {min} and {max} PKR';
    expect(validateDoctor({ ...doctor, consultationFee: '499' }).consultationFee).toBe(message);
    expect(validateDoctor({ ...doctor, consultationFee: '5001' }).consultationFee).toBe(message);
    expect(validateDoctor({ ...doctor, consultationFee: '' }).consultationFee).toBe(message);
    expect(validateDoctor({ ...doctor, consultationFee: '500' })).toEqual({});
  });

  it("checks the fee against the administrator's range once the server has named it", async () => {
    const range = { min: 1000, max: 8000 };
    await loadPublicSettings(async () => ({
      ...toPublicSettings(DEFAULT_SETTINGS),
      consultationFeeRange: range,
    }));
    try {
      expect(validateDoctor({ ...doctor, consultationFee: '600' }).consultationFee).toBeDefined();
      expect(validateDoctor({ ...doctor, consultationFee: '7000' })).toEqual({});
    } finally {
      globalThis.localStorage?.removeItem(PUBLIC_SETTINGS_KEY);
      resetPublicSettings();
    }
  });

  it('accepts 0 years of experience and refuses negative years', () => {
    expect(validateDoctor({ ...doctor, experience: '0' })).toEqual({});
    expect(validateDoctor({ ...doctor, experience: '-1' }).experience).toBe(
      'Experience must be a whole number of years, 0 or more',
    );
  });
});

describe('reset password form', () => {
  it('needs the two passwords to match', () => {
    expect(validateReset({ password: 'Strong@Pass1', confirmPassword: 'Strong@Pass2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateReset({ password: 'Strong@Pass1', confirmPassword: 'Strong@Pass1' })).toEqual(
      {},
    );
  });

  it('applies the password rules to the new password', () => {
    expect(validateReset({ password: 'Ab1!', confirmPassword: 'Ab1!' })).toEqual({
      password: 'Password must be at least 8 characters long',
    });
  });
});
