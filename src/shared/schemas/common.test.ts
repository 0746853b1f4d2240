import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isCalendarTimestamp } from '#shared/domain/date-only';
import { normalizePhone } from '#shared/domain/phone-number';
import { InitiateBookingSchema } from '#shared/schemas/booking';
import { TEXT_MSG } from '#shared/schemas/common';
import { doctorProfileUpdateSchema } from '#shared/schemas/doctor-profile';
import { patientProfileUpdateSchema } from '#shared/schemas/patient';
import { EmailSchema, MSG, NameSchema } from '#shared/schemas/user';

const PatientProfileUpdateSchema = patientProfileUpdateSchema(normalizePhone);
const DoctorProfileUpdateSchema = doctorProfileUpdateSchema(normalizePhone);

const firstMessage = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
};

describe('what the forms and the server accept as text', () => {
  it('a name loses invisible direction and zero-width characters and keeps its letters', () => {
    expect(v.parse(NameSchema, '\u202EAyesha\u200B Khan\u2069')).toBe('Ayesha Khan');
    expect(v.parse(NameSchema, 'عائشہ خان')).toBe('عائشہ خان');
  });

  it('a name with a tab, a line break or a control character shows the name message', () => {
    for (const bad of ['Ayesha\tKhan', 'Ayesha\nKhan', 'Ayesha\u0000Khan', 'Ayesha\ud800'])
      expect(firstMessage(NameSchema, bad), JSON.stringify(bad)).toBe(MSG.nameInvalid);
  });

  it('an e-mail of more than 254 characters, or with hidden characters, is not a valid address', () => {
    const local = 'a'.repeat(64);
    const fits = `${local}@${'b'.repeat(254 - 64 - 1 - 3)}.pk`;
    expect(fits.length).toBe(254);
    expect(v.safeParse(EmailSchema, fits).success).toBe(true);
    expect(firstMessage(EmailSchema, `a${fits}`)).toBe(MSG.emailInvalid);
    expect(firstMessage(EmailSchema, 'ali\u200B@example.pk')).toBe(MSG.emailInvalid);
    expect(firstMessage(EmailSchema, 'ali\u0000@example.pk')).toBe(MSG.emailInvalid);
  });

  it('a one-line profile field refuses a line break; medical history keeps one', () => {
    const base = { name: 'Sana Malik' };
    expect(
      firstMessage(PatientProfileUpdateSchema, { ...base, address: { city: 'Lahore\nKarachi' } }),
    ).toBe(TEXT_MSG.invalidCharacters);
    const saved = v.parse(PatientProfileUpdateSchema, {
      ...base,
      medicalHistory: { conditions: ['Asthma\nsince 2010'] },
    });
    expect(saved.medicalHistory.conditions).toEqual(['Asthma\nsince 2010']);
  });

  it('the doctor’s about text may span lines but not hold a NUL', () => {
    const about = (text: string) =>
      v.safeParse(DoctorProfileUpdateSchema.entries.about, text).success;
    expect(about('Cardiologist.\nTwenty years in Lahore.')).toBe(true);
    expect(about('Cardiologist.\u0000')).toBe(false);
  });

  it('a slot on a day that does not exist is not a valid time slot', () => {
    expect(isCalendarTimestamp('2026-11-30T04:00:00.000Z')).toBe(true);
    expect(isCalendarTimestamp('2026-11-31T04:00:00.000Z')).toBe(false);
    expect(isCalendarTimestamp('2028-02-29T04:00:00.000Z')).toBe(true);
    const booking = {
      doctorId: 'd',
      startTime: '2026-02-29T04:00:00.000Z',
      endTime: '2026-02-29T04:30:00.000Z',
      type: 'consultation',
      reason: 'Fever',
    };
    expect(firstMessage(InitiateBookingSchema, booking)).toBe('Please select a valid time slot');
  });

  it('a date of birth must be a real day', () => {
    const dob = (d: string) =>
      v.safeParse(PatientProfileUpdateSchema, { name: 'Sana Malik', dateOfBirth: d }).success;
    expect(dob('2020-02-29')).toBe(true);
    expect(dob('2021-02-29')).toBe(false);
    expect(dob('2020-02-30')).toBe(false);
    expect(dob('')).toBe(true);
  });
});
