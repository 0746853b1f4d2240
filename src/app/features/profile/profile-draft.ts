import type { PatientProfile } from '#shared/schemas/patient';

/**
 * The fields of a profile's edit draft, and the draft made from the profile when the patient
 * starts to edit: apart from its checks (profile-form.ts), which load with the form (ADR 128).
 */
export const ADDRESS_FIELDS = ['street', 'city', 'state', 'zipCode', 'country'] as const;
export const CONTACT_FIELDS = ['name', 'relationship', 'phone', 'email'] as const;
export const HISTORY_FIELDS = [
  'conditions',
  'allergies',
  'medications',
  'surgeries',
  'familyHistory',
] as const;

export type HistoryField = (typeof HISTORY_FIELDS)[number];

/**
 * The edit form's state: every field a string, keyed by its path in the profile
 * ("address.city", "medicalHistory.allergies"). A history list is its text, one item per line.
 */
export type ProfileDraft = Record<string, string>;

/** The mirrored row as the form shows it; missing parts read as empty. */
export function toDraft(profile: Partial<PatientProfile>): ProfileDraft {
  const draft: ProfileDraft = {
    name: profile.name ?? '',
    phone: profile.phone ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    gender: profile.gender ?? '',
    bloodGroup: profile.bloodGroup ?? '',
  };
  for (const f of ADDRESS_FIELDS) draft[`address.${f}`] = profile.address?.[f] ?? '';
  for (const f of CONTACT_FIELDS)
    draft[`emergencyContact.${f}`] = profile.emergencyContact?.[f] ?? '';
  for (const f of HISTORY_FIELDS)
    draft[`medicalHistory.${f}`] = (profile.medicalHistory?.[f] ?? []).join('\n');
  return draft;
}
