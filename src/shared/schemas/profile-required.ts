/**
 * The doctor's profile words a screen shows before any save: which fields are required and the
 * slot a new day starts with. The schemas that check a save import these (ADR 130).
 */
/** ADR 080: a new slot in the profile editor starts as 09:00-10:00. */
export const DEFAULT_NEW_SLOT = { startTime: '09:00', endTime: '10:00' } as const;

/** The fields a profile is never saved without, in the form's order, with their English labels. */
export const PROFILE_REQUIRED = {
  specialization: 'Specialization',
  qualifications: 'Qualifications',
  clinicName: 'Clinic Name',
  experience: 'Years of Experience',
  licenseNumber: 'License Number',
} as const;
export type RequiredProfileField = keyof typeof PROFILE_REQUIRED;

/** The required fields left empty (blank text counts as empty), in the form's order. */
export function missingRequired(
  profile: Partial<Record<RequiredProfileField, unknown>>,
): RequiredProfileField[] {
  return (Object.keys(PROFILE_REQUIRED) as RequiredProfileField[]).filter((key) => {
    const value = profile[key];
    return value === undefined || value === null || (typeof value === 'string' && !value.trim());
  });
}
