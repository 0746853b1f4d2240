import type { DoctorProfile } from '#app/offline/collections/schedule';
import { type PracticeText, WEEKDAYS } from '#shared/schemas/doctor';
import { firstClinic, type PracticeDraft, practiceDraftOf } from './practice-form';
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
