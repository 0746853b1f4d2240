import * as v from 'valibot';
import { msg, t } from '#app/lib/i18n';
import { WEEKDAYS } from '#shared/schemas/doctor';
import {
  type DoctorProfileUpdate,
  DoctorProfileUpdateSchema,
  PROFILE_MSG,
} from '#shared/schemas/doctor-profile';
import type { DoctorProfile } from './api/doctor-profile-api';
import type { Weekly } from './schedule-grid';

type Education = { degree: string; institution: string; year: string };
type Certification = {
  name: string;
  issuingOrganization: string;
  issueDate: string;
  expiryDate: string;
};

/** What the form edits: numbers stay text until saved (section 5 parses them as integers). */
export type ProfileDraft = {
  name: string;
  about: string;
  phone: string;
  specialization: string;
  qualifications: string;
  clinicName: string;
  experience: string;
  licenseNumber: string;
  consultationFee: string;
  services: string;
  languages: string;
  education: Education[];
  certifications: Certification[];
  availability: Weekly;
};

export const REQUIRED_LABELS = {
  specialization: msg('Specialization'),
  qualifications: msg('Qualifications'),
  clinicName: msg('Clinic Name'),
  experience: msg('Years of Experience'),
  licenseNumber: msg('License Number'),
} as const;
export const REQUIRED_FIELDS = msg('Please fill in the following required fields:');
export const FEE_RANGE = msg('Consultation fee must be between {min} and {max} PKR');

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function draftOf(p: DoctorProfile): ProfileDraft {
  return {
    name: str(p.name),
    about: str(p.about),
    phone: str(p.contactInfo?.phone),
    specialization: str(p.specialization),
    qualifications: str(p.qualifications),
    clinicName: str(p.clinicName),
    experience: str(p.experience),
    licenseNumber: str(p.licenseNumber),
    consultationFee: str(p.consultationFee),
    services: (p.services ?? []).join('\n'),
    languages: (p.languages ?? []).join('\n'),
    education: (p.education ?? []).map((e) => ({ ...e, year: str(e.year) })),
    certifications: (p.certifications ?? []).map((c) => ({ ...c })),
    availability: Object.fromEntries(
      WEEKDAYS.map((d) => [d, p.availability?.[d] ?? { isAvailable: false, slots: [] }]),
    ),
  };
}

/** Section 5: "parsed as integers, default 0, minimum 0". */
const integer = (text: string) => Math.max(0, Number.parseInt(text, 10) || 0);
const lines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The PUT body, or the problems in the spec's words (section 5, "Doctor profile save"), checked
 * in its order; then the shared schema the server also applies, and the administrator's range.
 */
export function buildUpdate(
  base: DoctorProfile,
  d: ProfileDraft,
  feeRange: { min: number; max: number },
): { ok: true; value: DoctorProfileUpdate } | { ok: false; errors: string[] } {
  const incomplete = d.education.some(
    (e) => !e.degree.trim() || !e.institution.trim() || !e.year.trim(),
  );
  if (incomplete) return { ok: false, errors: [t(PROFILE_MSG.education)] };
  const missing = (Object.keys(REQUIRED_LABELS) as (keyof typeof REQUIRED_LABELS)[])
    .filter((key) => !d[key].trim())
    .map((key) => t(REQUIRED_LABELS[key]));
  if (missing.length) return { ok: false, errors: [`${t(REQUIRED_FIELDS)} ${missing.join(', ')}`] };
  const fee = integer(d.consultationFee);
  if (fee < feeRange.min || fee > feeRange.max)
    return { ok: false, errors: [t(FEE_RANGE, { min: feeRange.min, max: feeRange.max })] };
  const parsed = v.safeParse(DoctorProfileUpdateSchema, {
    ...base,
    name: d.name,
    about: d.about,
    contactInfo: { ...(base.contactInfo ?? {}), phone: d.phone },
    specialization: d.specialization,
    qualifications: d.qualifications,
    clinicName: d.clinicName,
    experience: integer(d.experience),
    licenseNumber: d.licenseNumber,
    consultationFee: fee,
    services: lines(d.services),
    languages: lines(d.languages),
    education: d.education,
    certifications: d.certifications,
    availability: d.availability,
  });
  if (parsed.success) return { ok: true, value: parsed.output };
  return { ok: false, errors: [...new Set(parsed.issues.map((i) => t(i.message)))] };
}
