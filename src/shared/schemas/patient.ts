import * as v from 'valibot';
import { isDateOnly } from '../domain/date-only';
import { calendarTimestamp, multiLine, optionalLine } from './common';
import { PHONE_MSG, type PhoneRule, phoneField } from './phone';
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
/** The emergency contact: its phone read by `phone` into E.164 (ADR 102). */
export const emergencyContactSchema = (phone: PhoneRule) =>
  v.object({
    name: optionalLine(PROFILE_TEXT_MAX),
    relationship: optionalLine(PROFILE_TEXT_MAX),
    phone: phoneField(phone, PHONE_MSG.emergencyContact),
    email: optionalEmail(),
  });
export type EmergencyContact = v.InferOutput<ReturnType<typeof emergencyContactSchema>>;
export const MedicalHistorySchema = v.object({
  conditions: list,
  allergies: list,
  medications: list,
  surgeries: list,
  familyHistory: list,
});

/** What a profile (or a family member) with nothing given answers: '' and empty lists. */
export const EMPTY_EMERGENCY_CONTACT: EmergencyContact = {
  name: '',
  relationship: '',
  phone: '',
  email: '',
};
export const EMPTY_MEDICAL_HISTORY = v.parse(MedicalHistorySchema, {});

/**
 * The `updatedAt` of the copy an edit started from (optional). When the server's copy is newer,
 * the save is refused with 409 instead of silently overwriting a change made elsewhere.
 */
const STALE_VERSION_MSG = 'Please send the profile’s updatedAt as it was received';
const BaseVersionSchema = v.optional(calendarTimestamp(STALE_VERSION_MSG));

/**
 * The editable patient profile, as PUT /auth/profile takes it, its phones read by `phone` into
 * E.164: the server hands in `normalizePhone`, the app the same function loaded lazily (ADR 102).
 */
export const patientProfileUpdateSchema = (phone: PhoneRule) =>
  v.object({
    updatedAt: BaseVersionSchema,
    name: NameSchema,
    phone: phoneField(phone, PHONE_MSG.phone),
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
    emergencyContact: v.optional(emergencyContactSchema(phone), {}),
    medicalHistory: v.optional(MedicalHistorySchema, {}),
  });
export type PatientProfileUpdate = v.InferOutput<ReturnType<typeof patientProfileUpdateSchema>>;

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
