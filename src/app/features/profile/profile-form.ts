import * as v from 'valibot';
import { loadPhoneRule } from '#app/lib/phone-rule';
import {
  type FamilyMember,
  type FamilyMemberUpdate,
  familyMemberUpdateSchema,
} from '#shared/schemas/family-member';
import {
  HISTORY_ITEM_MAX,
  type PatientProfileUpdate,
  patientProfileUpdateSchema,
} from '#shared/schemas/patient';
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  HISTORY_FIELDS,
  type HistoryField,
  type ProfileDraft,
  toDraft,
} from './profile-draft';

/** One item per line: blank lines and surrounding spaces are dropped. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The whole profile as PUT /auth/profile takes it, based on the version the edit began from. */
export function toUpdate(draft: ProfileDraft, baseVersion: string | undefined) {
  const pick = <K extends string>(prefix: string, keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, draft[`${prefix}.${k}`] ?? ''])) as Record<K, string>;
  return {
    updatedAt: baseVersion,
    name: draft.name ?? '',
    phone: draft.phone ?? '',
    dateOfBirth: draft.dateOfBirth ?? '',
    gender: draft.gender ?? '',
    bloodGroup: draft.bloodGroup ?? '',
    address: pick('address', ADDRESS_FIELDS),
    emergencyContact: pick('emergencyContact', CONTACT_FIELDS),
    medicalHistory: Object.fromEntries(
      HISTORY_FIELDS.map((f) => [f, linesOf(draft[`medicalHistory.${f}`] ?? '')]),
    ) as Record<HistoryField, string[]>,
  };
}

export type CheckedDraft<U = PatientProfileUpdate> =
  | { ok: true; update: U }
  | { ok: false; errors: Record<string, string> };

/**
 * The same schema the server validates with (ADR 077 via src/shared), so the form shows the
 * server's own messages. An error inside a list ("medicalHistory.allergies.3") belongs to the
 * list's box. Messages are catalog ids; the screen translates them.
 */
function check<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): CheckedDraft<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return { ok: true, update: parsed.output };
  const errors: Record<string, string> = {};
  for (const issue of parsed.issues) {
    const path = v.getDotPath(issue) ?? '';
    const key = path.startsWith('medicalHistory.') ? path.split('.').slice(0, 2).join('.') : path;
    // A too-long item has valibot's default words; the schema's own limit message replaces them.
    const message =
      key !== path ? `Please keep this under ${HISTORY_ITEM_MAX} characters` : issue.message;
    errors[key] ??= message;
  }
  return { ok: false, errors };
}

/** Waits for the phone rule (ADR 102), then checks as the server will. */
export async function checkDraft(
  draft: ProfileDraft,
  baseVersion: string | undefined,
): Promise<CheckedDraft> {
  const phone = await loadPhoneRule();
  return check(patientProfileUpdateSchema(phone), toUpdate(draft, baseVersion));
}

/** A family member as the form shows it: the profile's fields they share, and the relationship. */
export function toMemberDraft(member: Partial<FamilyMember>): ProfileDraft {
  return { ...toDraft(member), relationship: member.relationship ?? '' };
}

/** The member's fields of the draft, checked with the server's own schema (ADR 095). */
export async function checkMemberDraft(
  draft: ProfileDraft,
  baseVersion: string | undefined,
): Promise<CheckedDraft<FamilyMemberUpdate>> {
  const phone = await loadPhoneRule();
  const { name, dateOfBirth, gender, bloodGroup, emergencyContact, medicalHistory } = toUpdate(
    draft,
    baseVersion,
  );
  return check(familyMemberUpdateSchema(phone), {
    updatedAt: baseVersion,
    name,
    relationship: draft.relationship ?? '',
    dateOfBirth,
    gender,
    bloodGroup,
    emergencyContact,
    medicalHistory,
  });
}
