import { msg } from '#app/lib/i18n';

/** ADR 076's labels, word for word, by the field's path in the profile. */
export const FIELD_LABELS: Record<string, string> = {
  name: msg('Full Name'),
  relationship: msg('Relationship'),
  phone: msg('Phone'),
  dateOfBirth: msg('Date of Birth'),
  gender: msg('Gender'),
  bloodGroup: msg('Blood Group'),
  'address.street': msg('Street'),
  'address.city': msg('City'),
  'address.state': msg('State/Province'),
  'address.zipCode': msg('ZIP/Postal Code'),
  'address.country': msg('Country'),
  'emergencyContact.name': msg('Name'),
  'emergencyContact.relationship': msg('Relationship'),
  'emergencyContact.phone': msg('Phone'),
  'emergencyContact.email': msg('E-mail'),
  'medicalHistory.conditions': msg('Medical Conditions'),
  'medicalHistory.allergies': msg('Allergies'),
  'medicalHistory.medications': msg('Current Medications'),
  'medicalHistory.surgeries': msg('Past Surgeries'),
  'medicalHistory.familyHistory': msg('Family Medical History'),
};

export const GENDER_LABELS: Record<string, string> = {
  male: msg('Male'),
  female: msg('Female'),
  other: msg('Other'),
};

export type Section = { title: string; fields: string[] };

const CONTACT_SECTION: Section = {
  title: msg('Emergency Contact'),
  fields: ['name', 'relationship', 'phone', 'email'].map((f) => `emergencyContact.${f}`),
};
const HISTORY_SECTION: Section = {
  title: msg('Medical History'),
  fields: ['conditions', 'allergies', 'medications', 'surgeries', 'familyHistory'].map(
    (f) => `medicalHistory.${f}`,
  ),
};

export const SECTIONS: Section[] = [
  {
    title: msg('Personal Information'),
    fields: ['name', 'phone', 'dateOfBirth', 'gender', 'bloodGroup'],
  },
  {
    title: msg('Address'),
    fields: ['street', 'city', 'state', 'zipCode', 'country'].map((f) => `address.${f}`),
  },
  CONTACT_SECTION,
  HISTORY_SECTION,
];

/** A family member's form: no phone or address of their own (the account holder is the contact). */
export const MEMBER_SECTIONS: Section[] = [
  {
    title: msg('Personal Information'),
    fields: ['name', 'relationship', 'dateOfBirth', 'gender', 'bloodGroup'],
  },
  CONTACT_SECTION,
  HISTORY_SECTION,
];

export const NOT_PROVIDED = msg('Not provided');
export const NOT_USABLE_FOR_SMS = msg('not usable for SMS');
/** The fields holding a phone number, stored in E.164 (ADR 102). */
export const PHONE_FIELDS: ReadonlySet<string> = new Set(['phone', 'emergencyContact.phone']);
export const PROFILE_SAVED = msg('Profile updated successfully');
export const PROFILE_SAVE_FAILED = msg('Failed to update profile');
export const PROFILE_LOAD_FAILED = msg('Failed to load profile');
export const SAVED_OFFLINE = msg('Saved on this device — will sync when you are back online');

/** Reads a field of the draft-shaped path out of a profile row. */
export function valueAt(row: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      row,
    );
}

/** Keys for a list of user-written lines, which may repeat: the text and its occurrence. */
export function keyedLines(items: readonly unknown[]): [string, string][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const text = String(item);
    const n = (seen.get(text) ?? 0) + 1;
    seen.set(text, n);
    return [`${text}\u0000${n}`, text];
  });
}

/** Numbers, dates and addresses that read left to right inside Urdu text (else +92 300… flips). */
export const LTR_FIELDS: ReadonlySet<string> = new Set([
  'phone',
  'dateOfBirth',
  'bloodGroup',
  'address.zipCode',
  'emergencyContact.phone',
  'emergencyContact.email',
]);

/** Isolates a left-to-right value inside a translated sentence (Unicode LRI … PDI). */
export const ltr = (value: string) => `\u2066${value}\u2069`;
