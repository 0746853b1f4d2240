import { msg } from '#app/lib/i18n';
import { DOCTOR_GENDERS } from '#shared/schemas/doctor';
import { PROFILE_REQUIRED, type RequiredProfileField } from '#shared/schemas/profile-required';
import type { ProfileDraft } from './profile-form';

type TextKey = {
  [K in keyof ProfileDraft]: ProfileDraft[K] extends string ? K : never;
}[keyof ProfileDraft];

/** One entry of the form, drawn in order: a text input (by `input`), or a whole editor block. */
export type ProfileField =
  | {
      kind: 'text';
      key: TextKey;
      label: string;
      input?: 'line' | 'lines' | 'number' | 'url';
      /** A hint of the fee range, filled with the administrator's setting. */
      feeHint?: boolean;
    }
  | { kind: 'select'; key: TextKey; label: string; options: readonly (readonly [string, string])[] }
  | { kind: 'photo' | 'availability' | 'education' | 'certifications' | 'practices' };

const GENDER_LABELS = { male: msg('Male'), female: msg('Female'), other: msg('Other') } as const;

export type ProfileTab = 'basic' | 'professional' | 'practices';
const SEED_ERA_TABS = [
  { id: 'basic', label: msg('Basic Info') },
  { id: 'professional', label: msg('Professional Details') },
] as const;
/** A profile with practices (ADR 112) gets their tab; one from before keeps the two. */
export const profileTabs = (withPractices: boolean) =>
  withPractices
    ? [...SEED_ERA_TABS, { id: 'practices' as const, label: msg('Practices') }]
    : SEED_ERA_TABS;

/** The doctor's profile form, tab by tab. */
export const PROFILE_FIELDS: Record<ProfileTab, readonly ProfileField[]> = {
  basic: [
    { kind: 'photo' },
    { kind: 'text', key: 'name', label: msg('Full Name') },
    {
      kind: 'select',
      key: 'gender',
      label: msg('Gender'),
      options: DOCTOR_GENDERS.map((g) => [g, GENDER_LABELS[g]] as const),
    },
    { kind: 'text', key: 'phone', label: msg('Phone') },
    { kind: 'text', key: 'website', label: msg('Website'), input: 'url' },
    { kind: 'text', key: 'address', label: msg('Address') },
    { kind: 'text', key: 'city', label: msg('City') },
    { kind: 'text', key: 'about', label: msg('About'), input: 'lines' },
  ],
  professional: [
    { kind: 'text', key: 'specialization', label: msg('Specialization') },
    { kind: 'text', key: 'qualifications', label: msg('Qualifications') },
    { kind: 'text', key: 'clinicName', label: msg('Clinic Name') },
    { kind: 'text', key: 'experience', label: msg('Years of Experience'), input: 'number' },
    { kind: 'text', key: 'licenseNumber', label: msg('License Number') },
    {
      kind: 'text',
      key: 'consultationFee',
      label: msg('Consultation Fee (PKR)'),
      input: 'number',
      feeHint: true,
    },
    { kind: 'availability' },
    { kind: 'education' },
    { kind: 'certifications' },
    { kind: 'text', key: 'services', label: msg('Services (one per line)'), input: 'lines' },
    { kind: 'text', key: 'languages', label: msg('Languages (one per line)'), input: 'lines' },
    { kind: 'text', key: 'awards', label: msg('Awards (one per line)'), input: 'lines' },
  ],
  practices: [{ kind: 'practices' }],
};

export const isRequired = (key: string): key is RequiredProfileField => key in PROFILE_REQUIRED;

/** The label the form shows for a required field (so the message names it as the doctor sees it). */
export function labelOf(key: RequiredProfileField): string {
  for (const fields of Object.values(PROFILE_FIELDS))
    for (const f of fields) if ('key' in f && f.key === key) return f.label;
  return PROFILE_REQUIRED[key];
}
