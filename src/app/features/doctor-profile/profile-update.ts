import * as v from 'valibot';
import { i18n, msg, t } from '#app/lib/i18n';
import { loadPhoneRule } from '#app/lib/phone-rule';
import type { DoctorProfile } from '#app/offline/collections/schedule';
import {
  doctorProfileUpdateSchema,
  missingRequired,
  PROFILE_MSG,
  requiredFieldsMessage,
} from '#shared/schemas/doctor-profile';
import type { PhoneRule } from '#shared/schemas/phone';
import { type PracticeInput, practicesSchema } from '#shared/schemas/practice';
import type { ProfileUpdate } from './api/doctor-profile-api';
import { overlapTexts, type PracticeDraft } from './practice-form';
import { labelOf } from './profile-fields';
import { type ProfileDraft, viewOf } from './profile-form';

// The checks of a save, with the schemas the server also applies: loaded when the doctor saves,
// not with the screen (ADR 130).

const FEE_RANGE = msg('Consultation fee must be between {min} and {max} PKR');

/** The practice as PUT /doctors/profile takes it; a video practice has no address. */
function practiceBody(d: PracticeDraft) {
  const fee = d.fee.trim() === '' ? Number.NaN : Number(d.fee.trim());
  return {
    ...(d._id ? { _id: d._id } : {}),
    kind: d.kind,
    name: d.name,
    location:
      d.kind === 'video'
        ? null
        : {
            address: d.address,
            city: d.city,
            area: d.area,
            landmark: d.landmark,
            country: d.country,
          },
    phone: d.phone,
    fee,
    walkInCap: d.walkInCap.trim() === '' ? null : Number(d.walkInCap.trim()),
    availability: d.availability,
  };
}

/** The shared rule the server also applies (ADR 112), then the administrator's fee range. */
function checkPractices(
  list: readonly PracticeDraft[],
  phone: PhoneRule,
  feeRange: { min: number; max: number },
  feeRangeMessage: string,
): { ok: true; value: PracticeInput[] } | { ok: false; errors: string[] } {
  const parsed = v.safeParse(practicesSchema(phone), list.map(practiceBody));
  if (!parsed.success) {
    // The overlaps are worded in the reader's language beside the hours; the list says them too.
    const overlaps = [...overlapTexts(list).values()].flat();
    const others = parsed.issues
      .filter((i) => i.path?.at(-1)?.key !== 'availability' || overlaps.length === 0)
      .map((i) => t(i.message));
    return { ok: false, errors: [...new Set([...others, ...overlaps])] };
  }
  if (parsed.output.some((p) => p.fee < feeRange.min || p.fee > feeRange.max))
    return { ok: false, errors: [feeRangeMessage] };
  return { ok: true, value: parsed.output };
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
