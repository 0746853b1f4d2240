import * as v from 'valibot';
import type { Appointment } from './appointment';
import {
  lineList,
  multiLine,
  optionalLine,
  type Page,
  queryNumber,
  requiredText,
  singleLine,
} from './common';
import type { Relationship } from './family-member';
import type { GENDERS } from './patient';

/** A summary may be amended for this long after its first version was written (ADR 096). */
export const AMEND_WINDOW_HOURS = 24;
export const DIAGNOSIS_MAX = 2000;
export const ADVICE_MAX = 2000;
export const MEDICINES_MAX = 30;
export const MEDICINE_NAME_MAX = 120;
export const MEDICINE_FIELD_MAX = 60;
export const MEDICINE_INSTRUCTIONS_MAX = 200;
export const TESTS_MAX = 20;
export const TEST_MAX = 200;
export const FOLLOW_UP_DAYS_MAX = 365;
export const VISITS_PAGE_SIZE = 20;
export const VISITS_PAGE_MAX = 100;
export const MEDICINE_SEARCH_MAX = 100;
/** How many suggestions GET /doctors/profile/medicines answers. */
export const MEDICINE_SUGGESTIONS = 20;

export const SUMMARY_MSG = {
  diagnosisRequired: 'Please enter the diagnosis or findings',
  diagnosisLong: `Please keep the diagnosis under ${DIAGNOSIS_MAX} characters`,
  adviceLong: `Please keep the advice under ${ADVICE_MAX} characters`,
  medicineName: 'Please enter the medicine name',
  tooManyMedicines: `At most ${MEDICINES_MAX} medicines`,
  tooManyTests: `At most ${TESTS_MAX} tests`,
  // Words a person reads on the card, so plain text the catalog can translate; the figures are
  // AMEND_WINDOW_HOURS and FOLLOW_UP_DAYS_MAX.
  followUp: 'Follow-up must be a whole number of days from 1 to 365',
  notCompleted: 'A visit summary can be written once the appointment is marked completed',
  readOnly: 'A visit summary can be amended only within 24 hours of when it was first written',
} as const;

/**
 * One medicine as the doctor writes it: free text today. A drug list can later fill `code`
 * (answered as null until then) without changing the other fields.
 */
export const MedicineSchema = v.object({
  name: requiredText(SUMMARY_MSG.medicineName, MEDICINE_NAME_MAX),
  strength: optionalLine(MEDICINE_FIELD_MAX),
  form: optionalLine(MEDICINE_FIELD_MAX),
  dose: optionalLine(MEDICINE_FIELD_MAX),
  frequency: optionalLine(MEDICINE_FIELD_MAX),
  duration: optionalLine(MEDICINE_FIELD_MAX),
  instructions: optionalLine(MEDICINE_INSTRUCTIONS_MAX),
});

/** PUT /appointments/{id}/summary: the whole summary, written or amended. */
export const VisitSummaryInputSchema = v.object({
  diagnosis: requiredText(SUMMARY_MSG.diagnosisRequired, DIAGNOSIS_MAX, {
    long: SUMMARY_MSG.diagnosisLong,
    lines: 'multi',
  }),
  advice: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(ADVICE_MAX, SUMMARY_MSG.adviceLong), multiLine()),
    '',
  ),
  medicines: v.optional(
    v.pipe(v.array(MedicineSchema), v.maxLength(MEDICINES_MAX, SUMMARY_MSG.tooManyMedicines)),
    [],
  ),
  tests: lineList({ max: TEST_MAX }, { max: TESTS_MAX, long: SUMMARY_MSG.tooManyTests }),
  followUpDays: v.optional(
    v.nullable(
      v.pipe(
        v.number(SUMMARY_MSG.followUp),
        v.integer(SUMMARY_MSG.followUp),
        v.minValue(1, SUMMARY_MSG.followUp),
        v.maxValue(FOLLOW_UP_DAYS_MAX, SUMMARY_MSG.followUp),
      ),
    ),
    null,
  ),
});
export type VisitSummaryInput = v.InferOutput<typeof VisitSummaryInputSchema>;

export type Medicine = v.InferOutput<typeof MedicineSchema> & { code: string | null };

/** GET and PUT /appointments/{id}/summary: the latest version. */
export type VisitSummary = {
  appointmentId: string;
  diagnosis: string;
  advice: string;
  medicines: Medicine[];
  tests: string[];
  followUpDays: number | null;
  /** 1 for the first version; each amendment adds one. */
  version: number;
  amended: boolean;
  /** When the first version was written. */
  createdAt: string;
  /** When the latest version was written. */
  updatedAt: string;
  /** Until when the doctor may amend it. */
  amendableUntil: string;
  /** The app's public page that confirms this version is genuine (ADR 097). */
  verifyUrl: string;
  /** What the printed prescription shows of the doctor. */
  doctor: {
    name: string;
    qualifications: string;
    licenseNumber: string;
    clinicName: string;
    specialization: string;
  };
  /** The person seen: the account holder, or the family member booked for. */
  patient: {
    name: string;
    dateOfBirth: string;
    gender: (typeof GENDERS)[number] | '';
    relationship: Relationship | null;
  };
};

/** GET /visits: the caller's completed visits, or one family member's. */
export const VisitListQuerySchema = v.object({
  familyMemberId: v.optional(v.pipe(v.string(), v.trim(), singleLine())),
  page: v.optional(queryNumber('page', 1, 1_000_000), '1'),
  limit: v.optional(queryNumber('limit', 1, VISITS_PAGE_MAX), String(VISITS_PAGE_SIZE)),
});
export type VisitListQuery = v.InferOutput<typeof VisitListQuerySchema>;

export type Visit = { appointment: Appointment; summary: VisitSummary | null };
export type VisitPage = Page<'visits', Visit>;

/** GET /patients/{id}/summaries: the calling doctor's own summaries for one patient. */
export type DoctorSummary = VisitSummary & {
  appointment: { id: string; date: string; time: string; startTime: string; reason: string };
};

/** GET /doctors/profile/medicines?q= */
export const MedicineQuerySchema = v.object({
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(
        MEDICINE_SEARCH_MAX,
        `Please keep the search under ${MEDICINE_SEARCH_MAX} characters`,
      ),
      singleLine(),
    ),
    '',
  ),
});

export type MedicineSuggestion = { name: string; strength: string; form: string };

/** GET /prescriptions/verify/{token}: all a stranger holding the printout learns. */
export type PrescriptionCheck = {
  doctorName: string;
  licenseNumber: string;
  /** The visit's clinic date, yyyy-MM-dd. */
  date: string;
  patientInitials: string;
  /** True while the prescribing doctor is verified and the account active. */
  valid: boolean;
};
