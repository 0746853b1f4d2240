import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { normalizePhone } from '#shared/domain/phone-number';
import { doctorProfileUpdateSchema } from './doctor-profile';
import { familyMemberCreateSchema } from './family-member';
import { patientProfileUpdateSchema } from './patient';
import { PHONE_MSG } from './phone';

const patient = patientProfileUpdateSchema(normalizePhone);
const member = familyMemberCreateSchema(normalizePhone);
const doctor = doctorProfileUpdateSchema(normalizePhone);
const SPELLINGS = ['0300 1234567', '03001234567', '+92 300 1234567', '92-300-1234567'];

const issues = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success
    ? []
    : result.issues.map((i) => ({ path: v.getDotPath(i), message: i.message }));
};

const doctorProfile = (phone: string) => ({
  name: 'Dr Sadia Khan',
  specialization: 'Cardiology',
  qualifications: 'MBBS',
  clinicName: 'Heart Care',
  experience: 5,
  licenseNumber: 'PMDC-1',
  consultationFee: 1500,
  contactInfo: { phone, email: '', website: '' },
  availability: {},
});

describe('phones in the shared schemas', () => {
  it.each(SPELLINGS)(
    'the patient’s phone and emergency contact %j are saved as +923001234567',
    (spelling) => {
      const saved = v.parse(patient, {
        name: 'Sana Malik',
        phone: spelling,
        emergencyContact: { name: 'Bilal', phone: spelling },
      });
      expect(saved.phone).toBe('+923001234567');
      expect(saved.emergencyContact.phone).toBe('+923001234567');
    },
  );

  it.each(SPELLINGS)(
    'a family member’s contact and a doctor’s phone %j become +923001234567',
    (spelling) => {
      const saved = v.parse(member, {
        name: 'Ali Malik',
        relationship: 'child',
        emergencyContact: { phone: spelling },
      });
      expect(saved.emergencyContact.phone).toBe('+923001234567');
      expect(v.parse(doctor, doctorProfile(spelling)).contactInfo?.phone).toBe('+923001234567');
    },
  );

  it('a phone left empty stays empty', () => {
    const saved = v.parse(patient, { name: 'Sana Malik', phone: '  ' });
    expect(saved.phone).toBe('');
    expect(saved.emergencyContact.phone).toBe('');
  });

  it('a number that cannot be read is refused with a message naming its field', () => {
    expect(issues(patient, { name: 'Sana Malik', phone: '0300 12' })).toEqual([
      { path: 'phone', message: PHONE_MSG.phone },
    ]);
    expect(
      issues(patient, { name: 'Sana Malik', emergencyContact: { phone: 'call my brother' } }),
    ).toEqual([{ path: 'emergencyContact.phone', message: PHONE_MSG.emergencyContact }]);
    expect(
      issues(member, { name: 'Ali', relationship: 'child', emergencyContact: { phone: '12' } }),
    ).toEqual([{ path: 'emergencyContact.phone', message: PHONE_MSG.emergencyContact }]);
    expect(issues(doctor, doctorProfile('042-CLINIC'))).toEqual([
      { path: 'contactInfo.phone', message: PHONE_MSG.contact },
    ]);
  });

  it('a phone that is not text, or too long, gets the same message', () => {
    expect(issues(patient, { name: 'Sana Malik', phone: 3001234567 })[0]?.message).toBe(
      PHONE_MSG.phone,
    );
    expect(issues(patient, { name: 'Sana Malik', phone: '0'.repeat(31) })[0]?.message).toBe(
      PHONE_MSG.phone,
    );
  });

  it('the rule handed in is the one applied', () => {
    const refuseAll = patientProfileUpdateSchema(() => null);
    expect(v.safeParse(refuseAll, { name: 'Sana Malik', phone: '03001234567' }).success).toBe(
      false,
    );
  });
});
