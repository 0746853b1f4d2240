import * as v from 'valibot';
import { i18n, msg, t } from '#app/lib/i18n';
import { loadPhoneRule } from '#app/lib/phone-rule';
import type { DoctorProfile } from '#app/offline/collections/schedule';
import { type PracticeText, WEEKDAYS } from '#shared/schemas/doctor';
import {
  type DoctorProfileUpdate,
  doctorProfileUpdateSchema,
  missingRequired,
  PROFILE_MSG,
  requiredFieldsMessage,
} from '#shared/schemas/doctor-profile';
import type { PracticeInput } from '#shared/schemas/practice';
import { checkPractices, firstClinic, type PracticeDraft, practiceDraftOf } from './practice-form';
import { labelOf } from './profile-fields';
import type { Weekly } from './schedule-grid';

type Education = { degree: string; institution: string; year: string };
type Certification = {
  name: string;
  issuingOrganization: string;
  issueDate: string;
  expiryDate: string;
};

/** What the form edits: numbers stay text until saved (parsed as integers, ADR 077). */
export type ProfileDraft = PracticeText & {
  name: string;
  gender: string;
  about: string;
  phone: string;
  website: string;
  address: string;
  city: string;
  services: string;
  languages: string;
  awards: string;
  education: Education[];
  certifications: Certification[];
  availability: Weekly;
  /** Empty for a profile from before practices (ADR 112): the fields above are then its own. */
  practices: PracticeDraft[];
};

/**
 * With practices, the seed-era fields are the first clinic practice's (ADR 112): the Basic and
 * Professional tabs show and edit that practice, the Practices tab every practice.
 */
const MIRRORED = {
  clinicName: 'name',
  consultationFee: 'fee',
  availability: 'availability',
  address: 'address',
  city: 'city',
  phone: 'phone',
} as const satisfies Partial<Record<keyof ProfileDraft, keyof PracticeDraft>>;
type Mirrored = keyof typeof MIRRORED;
const isMirrored = (key: string): key is Mirrored => key in MIRRORED;

/** The draft as the form shows it: the mirrored fields read from the first clinic practice. */
export function viewOf(d: ProfileDraft): ProfileDraft {
  const clinic = firstClinic(d.practices);
  if (!clinic) return d;
  const view = { ...d };
  for (const [key, from] of Object.entries(MIRRORED) as [Mirrored, keyof PracticeDraft][])
    (view as Record<string, unknown>)[key] = clinic[from];
  return view;
}

/** One field changed: a mirrored one changes the first clinic practice it stands for. */
export function withField<K extends keyof ProfileDraft>(
  d: ProfileDraft,
  key: K,
  value: ProfileDraft[K],
): ProfileDraft {
  const clinic = firstClinic(d.practices);
  if (!clinic || !isMirrored(key)) return { ...d, [key]: value };
  const field = MIRRORED[key];
  return {
    ...d,
    practices: d.practices.map((p) => (p === clinic ? { ...p, [field]: value } : p)),
  };
}

/** PUT /doctors/profile: with `practices` once the profile has them (ADR 112). */
export type ProfileUpdate = DoctorProfileUpdate & { practices?: PracticeInput[] };

export const FEE_RANGE = msg('Consultation fee must be between {min} and {max} PKR');

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function draftOf(p: DoctorProfile): ProfileDraft {
  return {
    name: str(p.name),
    gender: str(p.gender),
    about: str(p.about),
    phone: str(p.contactInfo?.phone),
    website: str(p.contactInfo?.website),
    address: str(p.location?.address),
    city: str(p.location?.city),
    specialization: str(p.specialization),
    qualifications: str(p.qualifications),
    clinicName: str(p.clinicName),
    experience: str(p.experience),
    licenseNumber: str(p.licenseNumber),
    consultationFee: str(p.consultationFee),
    services: (p.services ?? []).join('\n'),
    languages: (p.languages ?? []).join('\n'),
    awards: (p.awards ?? []).join('\n'),
    education: (p.education ?? []).map((e) => ({ ...e, year: str(e.year) })),
    certifications: (p.certifications ?? []).map((c) => ({ ...c })),
    availability: Object.fromEntries(
      WEEKDAYS.map((d) => [d, p.availability?.[d] ?? { isAvailable: false, slots: [] }]),
    ),
    practices: (p.practices ?? []).map(practiceDraftOf),
  };
}

/** ADR 077: "parsed as integers, default 0, minimum 0". */
const integer = (text: string) => Math.max(0, Number.parseInt(text, 10) || 0);
const lines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

/** 'Specialization, Clinic Name' in English; the active language's own way of listing. */
const list = (labels: readonly string[]) =>
  new Intl.ListFormat(i18n.locale, { type: 'unit', style: 'short' }).format(labels);

/**
 * The PUT body, or the problems in the words of ADR 077 ("Doctor profile save"), checked
 * in its order; then the shared schema the server also applies (with the phone rule, loaded
 * here: ADR 102), and the administrator's range.
 */
export async function buildUpdate(
  base: DoctorProfile,
  draft: ProfileDraft,
  feeRange: { min: number; max: number },
): Promise<{ ok: true; value: ProfileUpdate } | { ok: false; errors: string[] }> {
  const d = viewOf(draft);
  const incomplete = d.education.some(
    (e) => !e.degree.trim() || !e.institution.trim() || !e.year.trim(),
  );
  if (incomplete) return { ok: false, errors: [t(PROFILE_MSG.education)] };
  const missing = missingRequired(d).map((key) => t(labelOf(key)));
  if (missing.length)
    return { ok: false, errors: [requiredFieldsMessage(missing, t(PROFILE_MSG.required), list)] };
  const fee = integer(d.consultationFee);
  if (fee < feeRange.min || fee > feeRange.max)
    return { ok: false, errors: [t(FEE_RANGE, { min: feeRange.min, max: feeRange.max })] };
  const phone = await loadPhoneRule();
  const parsed = v.safeParse(doctorProfileUpdateSchema(phone), {
    ...base,
    name: d.name,
    gender: d.gender || null,
    about: d.about,
    contactInfo: { ...(base.contactInfo ?? {}), phone: d.phone, website: d.website },
    location: { ...(base.location ?? {}), address: d.address, city: d.city },
    specialization: d.specialization,
    qualifications: d.qualifications,
    clinicName: d.clinicName,
    experience: integer(d.experience),
    licenseNumber: d.licenseNumber,
    consultationFee: fee,
    services: lines(d.services),
    languages: lines(d.languages),
    awards: lines(d.awards),
    education: d.education,
    certifications: d.certifications,
    availability: d.availability,
    // ADR 114: the version of the copy this draft was made from; an older one is refused.
    ...(base.updatedAt ? { version: base.updatedAt } : {}),
  });
  if (!parsed.success)
    return { ok: false, errors: [...new Set(parsed.issues.map((i) => t(i.message)))] };
  if (draft.practices.length === 0) return { ok: true, value: parsed.output };
  const practices = checkPractices(
    draft.practices,
    phone,
    feeRange,
    t(FEE_RANGE, { min: feeRange.min, max: feeRange.max }),
  );
  if (!practices.ok) return practices;
  return { ok: true, value: { ...parsed.output, practices: practices.value } };
}
