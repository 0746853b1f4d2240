import * as v from 'valibot';
import { type GENDERS, patientProfileUpdateSchema } from './patient';
import type { PhoneRule } from './phone';

/** Whom an account holder may book for (ADR 095). */
export const RELATIONSHIPS = ['child', 'parent', 'spouse', 'sibling', 'other'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** At most this many family members on one account, so one account cannot grow without end. */
export const FAMILY_MEMBERS_MAX = 20;

export const FAMILY_MEMBER_MSG = {
  relationship: 'Please choose a relationship',
  // Plain text, so the catalog can translate it; the figure is FAMILY_MEMBERS_MAX.
  tooMany: 'You can add at most 20 family members',
  idTaken: 'This family member id is already in use',
  changedElsewhere:
    'This family member was changed elsewhere after you started editing. Your changes were not saved.',
  upcoming:
    'This family member has an upcoming appointment. Please confirm to remove them; the appointment stays booked.',
  confirm: 'confirm must be true or false',
  id: 'A family member id must be a UUID',
} as const;

/**
 * The member's fields take the patient profile's own rules and messages, field by field, the
 * emergency contact's phone read by `phone` (ADR 102).
 */
function memberFields(phone: PhoneRule) {
  const profile = patientProfileUpdateSchema(phone).entries;
  return {
    updatedAt: profile.updatedAt,
    fields: {
      name: profile.name,
      relationship: v.picklist(RELATIONSHIPS, FAMILY_MEMBER_MSG.relationship),
      dateOfBirth: profile.dateOfBirth,
      gender: profile.gender,
      bloodGroup: profile.bloodGroup,
      emergencyContact: profile.emergencyContact,
      medicalHistory: profile.medicalHistory,
    },
  };
}

/**
 * POST /family-members. `id` is optional: a device that adds a member offline names it, so an
 * edit queued behind the add can name it too (ADR 095).
 */
export const familyMemberCreateSchema = (phone: PhoneRule) =>
  v.object({
    id: v.optional(v.pipe(v.string(FAMILY_MEMBER_MSG.id), v.uuid(FAMILY_MEMBER_MSG.id))),
    ...memberFields(phone).fields,
  });
export type FamilyMemberCreate = v.InferOutput<ReturnType<typeof familyMemberCreateSchema>>;

/** PUT /family-members/{id}: the whole member; `updatedAt` as for the profile (409 when stale). */
export const familyMemberUpdateSchema = (phone: PhoneRule) => {
  const { updatedAt, fields } = memberFields(phone);
  return v.object({ updatedAt, ...fields });
};
export type FamilyMemberUpdate = v.InferOutput<ReturnType<typeof familyMemberUpdateSchema>>;

/** DELETE /family-members/{id}?confirm=true: a member with an upcoming appointment needs it. */
export const FamilyMemberDeleteQuerySchema = v.object({
  confirm: v.optional(v.picklist(['true', 'false'], FAMILY_MEMBER_MSG.confirm), 'false'),
});

type Fields = Omit<FamilyMemberUpdate, 'updatedAt'>;

export type FamilyMember = Fields & {
  _id: string;
  id: string;
  createdAt: string;
  /** The version an edit starts from. */
  updatedAt: string;
};

/** The member an appointment was booked for, as every appointment read carries it. */
export type AppointmentFamilyMember = {
  id: string;
  name: string;
  relationship: Relationship;
  /** yyyy-MM-dd, or '' when not given. */
  dateOfBirth: string;
  gender: (typeof GENDERS)[number] | '';
};
