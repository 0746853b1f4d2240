import * as v from 'valibot';
import { isDateOnly } from '../domain/date-only';
import { calendarTimestamp, multiLine, optionalLine } from './common';
import { NameSchema, optionalEmail } from './user';

export const GENDERS = ['male', 'female', 'other'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const PROFILE_TEXT_MAX = 200;
export const HISTORY_ITEM_MAX = 200;
export const HISTORY_ITEMS_MAX = 50;

const list = v.optional(
  v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.maxLength(HISTORY_ITEM_MAX), multiLine())),
    v.transform((items) => items.filter(Boolean)),
    v.maxLength(HISTORY_ITEMS_MAX, `At most ${HISTORY_ITEMS_MAX} items`),
  ),
  [],
);

export const AddressSchema = v.object({
  street: optionalLine(PROFILE_TEXT_MAX),
  city: optionalLine(PROFILE_TEXT_MAX),
  state: optionalLine(PROFILE_TEXT_MAX),
  zipCode: optionalLine(20),
  country: optionalLine(PROFILE_TEXT_MAX),
});
export const EmergencyContactSchema = v.object({
  name: optionalLine(PROFILE_TEXT_MAX),
  relationship: optionalLine(PROFILE_TEXT_MAX),
  phone: optionalLine(30),
  email: optionalEmail(),
});
export const MedicalHistorySchema = v.object({
  conditions: list,
  allergies: list,
  medications: list,
  surgeries: list,
  familyHistory: list,
});

/** What a profile (or a family member) with nothing given answers: '' and empty lists. */
export const EMPTY_EMERGENCY_CONTACT = v.parse(EmergencyContactSchema, {});
export const EMPTY_MEDICAL_HISTORY = v.parse(MedicalHistorySchema, {});

/**
 * The `updatedAt` of the copy an edit started from (optional). When the server's copy is newer,
 * the save is refused with 409 instead of silently overwriting a change made elsewhere.
 */
const STALE_VERSION_MSG = 'Please send the profile’s updatedAt as it was received';
const BaseVersionSchema = v.optional(calendarTimestamp(STALE_VERSION_MSG));

/** The editable patient profile, as PUT /auth/profile takes it. */
export const PatientProfileUpdateSchema = v.object({
  updatedAt: BaseVersionSchema,
  name: NameSchema,
  phone: optionalLine(30),
  dateOfBirth: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => s === '' || isDateOnly(s), 'Please enter a valid date of birth'),
    ),
    '',
  ),
  gender: v.optional(v.picklist([...GENDERS, ''], 'Please choose a gender'), ''),
  bloodGroup: v.optional(v.picklist([...BLOOD_GROUPS, ''], 'Please choose a blood group'), ''),
  address: v.optional(AddressSchema, {}),
  emergencyContact: v.optional(EmergencyContactSchema, {}),
  medicalHistory: v.optional(MedicalHistorySchema, {}),
});
export type PatientProfileUpdate = v.InferOutput<typeof PatientProfileUpdateSchema>;

export type PatientProfile = Omit<PatientProfileUpdate, 'updatedAt'> & {
  _id: string;
  /** When any saved field last changed (name, profile or photo): the edit's base version. */
  updatedAt: string;
  email: string;
  role: 'patient';
  profilePicture: { url: string } | null;
};

/** Other roles may change only their name through PUT /auth/profile. */
export const NameUpdateSchema = v.object({ updatedAt: BaseVersionSchema, name: NameSchema });
