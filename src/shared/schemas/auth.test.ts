import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DoctorRegistrationSchema,
  PatientRegistrationSchema,
  SignInSchema,
} from '#shared/schemas/auth';
import { DOCTOR_FEE_DEFAULT } from '#shared/schemas/doctor';
import { EmailSchema, NameSchema, PasswordSchema } from '#shared/schemas/user';

/** The first message the schema gives, as the server's 400 and the forms show it. */
const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

const EMAIL_MSG = 'Please enter a valid email address.';
const CLASSES_MSG =
  'Password must contain at least 3 of the following: uppercase letters, lowercase letters, numbers, and special characters.';

describe('e-mail rule', () => {
  it('accepts text, @, text, dot, text', () => {
    expect(firstMessage(EmailSchema, 'ayesha@example.pk')).toBeNull();
    expect(firstMessage(EmailSchema, 'a.b-c@mail.example.com')).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['no @', 'ayesha.example.pk'],
    ['no dot after the @', 'ayesha@example'],
    ['nothing before the @', '@example.pk'],
    ['nothing after the dot', 'ayesha@example.'],
    ['a space inside', 'aye sha@example.pk'],
    ['two @', 'a@b@example.pk'],
  ])('refuses an address with %s', (_case, email) => {
    expect(firstMessage(EmailSchema, email)).toBe(EMAIL_MSG);
  });

  it('refuses something that is not text', () => {
    expect(firstMessage(EmailSchema, 42)).toBe(EMAIL_MSG);
  });

  it('ignores surrounding spaces and stores the address in lower case', () => {
    expect(v.parse(EmailSchema, '  Ayesha@Example.PK ')).toBe('ayesha@example.pk');
  });
});

describe('name rule', () => {
  it('accepts letters, spaces, apostrophes and hyphens, in any script', () => {
    for (const name of ['Ayesha Khan', "Ali O'Brien", 'Zara Ahmed-Butt', 'عائشہ خان', 'Jo']) {
      expect(firstMessage(NameSchema, name)).toBeNull();
    }
  });

  it('requires a name', () => {
    expect(firstMessage(NameSchema, '')).toBe('Name is required');
    expect(firstMessage(NameSchema, '   ')).toBe('Name is required');
    expect(firstMessage(NameSchema, undefined)).toBe('Name is required');
  });

  it('needs at least 2 characters once trimmed', () => {
    expect(firstMessage(NameSchema, 'A')).toBe('Name must be at least 2 characters long');
    expect(firstMessage(NameSchema, '  A  ')).toBe('Name must be at least 2 characters long');
  });

  it('refuses digits, dots and other symbols', () => {
    expect(firstMessage(NameSchema, 'Ayesha2')).toBe('Name contains invalid characters');
    expect(firstMessage(NameSchema, 'Dr. Khan')).toBe('Name contains invalid characters');
    expect(firstMessage(NameSchema, 'Ayesha@Khan')).toBe('Name contains invalid characters');
  });
});

describe('password rule', () => {
  it('requires a password', () => {
    expect(firstMessage(PasswordSchema, '')).toBe('Password is required');
    expect(firstMessage(PasswordSchema, undefined)).toBe('Password is required');
  });

  it('needs at least 8 characters', () => {
    expect(firstMessage(PasswordSchema, 'Ab1!xyz')).toBe(
      'Password must be at least 8 characters long',
    );
    expect(firstMessage(PasswordSchema, 'Ab1!xyzw')).toBeNull();
  });

  it('needs at least 3 of uppercase, lowercase, digits and special characters', () => {
    expect(firstMessage(PasswordSchema, 'abcdefgh')).toBe(CLASSES_MSG);
    expect(firstMessage(PasswordSchema, 'abcdEFGH')).toBe(CLASSES_MSG);
    expect(firstMessage(PasswordSchema, '12345678!')).toBe(CLASSES_MSG);
    expect(firstMessage(PasswordSchema, 'abcdEFG1')).toBeNull(); // lower, upper, digit
    expect(firstMessage(PasswordSchema, 'abcd123!')).toBeNull(); // lower, digit, special
    expect(firstMessage(PasswordSchema, 'ABCD123!')).toBeNull(); // upper, digit, special
  });
});

describe('sign-in form', () => {
  it('needs a valid e-mail and a non-empty password', () => {
    expect(firstMessage(SignInSchema, { email: 'a@b.pk', password: 'x' })).toBeNull();
    expect(firstMessage(SignInSchema, { email: 'nope', password: 'x' })).toBe(EMAIL_MSG);
    expect(firstMessage(SignInSchema, { email: 'a@b.pk', password: '' })).toBe(
      'Password is required',
    );
  });
});

describe('patient registration', () => {
  it('takes a name, e-mail and password', () => {
    const input = { name: 'Ayesha Khan', email: 'ayesha@example.pk', password: 'Strong@Pass1' };
    expect(firstMessage(PatientRegistrationSchema, input)).toBeNull();
  });

  it('reports each field with its own message', () => {
    const result = v.safeParse(PatientRegistrationSchema, { name: '', email: 'x', password: '' });
    if (result.success) throw new Error('an empty registration should be refused');
    const nested = v.flatten<typeof PatientRegistrationSchema>(result.issues).nested ?? {};
    expect(nested.name?.[0]).toBe('Name is required');
    expect(nested.email?.[0]).toBe(EMAIL_MSG);
    expect(nested.password?.[0]).toBe('Password is required');
  });
});

describe('doctor registration', () => {
  const doctor = {
    name: 'Ayesha Khan',
    email: 'ayesha@example.pk',
    password: 'Strong@Pass1',
    specialization: 'Cardiology',
    qualifications: 'MBBS, FCPS',
    clinicName: 'Heart Care Clinic',
    experience: 7,
    licenseNumber: 'PMDC-12345',
    consultationFee: 2000,
  };

  it('accepts a complete registration', () => {
    expect(firstMessage(DoctorRegistrationSchema, doctor)).toBeNull();
  });

  it.each(['specialization', 'qualifications', 'clinicName', 'licenseNumber'])(
    'requires %s',
    (field) => {
      expect(firstMessage(DoctorRegistrationSchema, { ...doctor, [field]: '' })).toBe(
        'Please fill in all required fields',
      );
      expect(firstMessage(DoctorRegistrationSchema, { ...doctor, [field]: '   ' })).toBe(
        'Please fill in all required fields',
      );
    },
  );

  it('requires the years of experience', () => {
    expect(firstMessage(DoctorRegistrationSchema, { ...doctor, experience: undefined })).toBe(
      'Please fill in all required fields',
    );
  });

  it('accepts 0 years of experience and refuses fewer', () => {
    expect(firstMessage(DoctorRegistrationSchema, { ...doctor, experience: 0 })).toBeNull();
    expect(firstMessage(DoctorRegistrationSchema, { ...doctor, experience: -1 })).toBe(
      'Experience must be a whole number of years, 0 or more',
    );
  });

  it('keeps the consultation fee between 500 and 5000 PKR', () => {
    const fee = 'Consultation fee must be between 500 and 5000 PKR';
    expect(firstMessage(DoctorRegistrationSchema, { ...doctor, consultationFee: 500 })).toBeNull();
    expect(firstMessage(DoctorRegistrationSchema, { ...doctor, consultationFee: 5000 })).toBeNull();
    expect(firstMessage(DoctorRegistrationSchema, { ...doctor, consultationFee: 499 })).toBe(fee);
    expect(firstMessage(DoctorRegistrationSchema, { ...doctor, consultationFee: 5001 })).toBe(fee);
    expect(firstMessage(DoctorRegistrationSchema, { ...doctor, consultationFee: Number.NaN })).toBe(
      fee,
    );
  });

  it('uses a fee of 1500 when none is given', () => {
    const { consultationFee: _omitted, ...withoutFee } = doctor;
    expect(v.parse(DoctorRegistrationSchema, withoutFee).consultationFee).toBe(DOCTOR_FEE_DEFAULT);
    expect(DOCTOR_FEE_DEFAULT).toBe(1500);
  });

  it('applies the same name, e-mail and password rules as a patient', () => {
    expect(firstMessage(DoctorRegistrationSchema, { ...doctor, name: 'A' })).toBe(
      'Name must be at least 2 characters long',
    );
    expect(firstMessage(DoctorRegistrationSchema, { ...doctor, email: 'bad' })).toBe(EMAIL_MSG);
    expect(firstMessage(DoctorRegistrationSchema, { ...doctor, password: 'short' })).toBe(
      'Password must be at least 8 characters long',
    );
  });
});
