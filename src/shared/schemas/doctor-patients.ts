import * as v from 'valibot';
import { multiLine, type Page, queryNumber, singleLine } from './common';
import type { Relationship } from './family-member';
import type { MedicalHistorySchema } from './patient';

export const PATIENT_NOTES_MAX = 5000;
export const PATIENT_SEARCH_MAX = 100;
export const PATIENT_PAGE_DEFAULT = 20;
export const PATIENT_PAGE_MAX = 100;
/** How many of the patient's appointments with the doctor a card shows, newest first. */
export const RECENT_APPOINTMENTS_SHOWN = 5;

export const PATIENT_NOTES_MSG = {
  notesRequired: 'Notes must be text',
  notesLong: 'Notes must be at most 5000 characters',
  searchLong: `Please keep the search under ${PATIENT_SEARCH_MAX} characters`,
} as const;

/** GET /patients: search by name or e-mail (ADR 080, /doctor/patients) and paging. */
export const PatientListQuerySchema = v.object({
  search: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(PATIENT_SEARCH_MAX, PATIENT_NOTES_MSG.searchLong),
      singleLine(),
    ),
  ),
  page: v.optional(queryNumber('page', 1, 1_000_000), '1'),
  limit: v.optional(queryNumber('limit', 1, PATIENT_PAGE_MAX), String(PATIENT_PAGE_DEFAULT)),
});
export type PatientListQuery = v.InferOutput<typeof PatientListQuerySchema>;

/** PUT /patients/{id}/notes: the doctor's private notes; empty text clears them. */
export const PatientNotesSchema = v.object({
  notes: v.pipe(
    v.string(PATIENT_NOTES_MSG.notesRequired),
    v.trim(),
    v.maxLength(PATIENT_NOTES_MAX, PATIENT_NOTES_MSG.notesLong),
    multiLine(),
  ),
});
export type PatientNotesInput = v.InferOutput<typeof PatientNotesSchema>;

/**
 * "Patient (doctor view)" of ADR 080; `notes` are the calling doctor's own. A family member booked
 * from someone's account is a patient of their own (ADR 095): `_id` is the member's id, and
 * `email` and `phone` are the account holder's, who is the contact.
 */
export type DoctorPatient = {
  _id: string;
  /**
   * Set on a family member's card: the account holder who books for them. Always sent; absent
   * only on cards a device kept from before family members existed.
   */
  accountHolder?: { _id: string; name: string } | null;
  /** A family member's relationship to the account holder; null on an account holder's card. */
  relationship?: Relationship | null;
  name: string;
  email: string;
  profilePicture: { url: string } | null;
  age: number | null;
  gender: string | null;
  phone: string | null;
  medicalHistory: v.InferOutput<typeof MedicalHistorySchema>;
  recentAppointments: {
    id: string;
    date: string;
    time: string;
    reason: string;
    status: string;
    startTime: string;
  }[];
  notes: string;
  lastVisit: string;
};

export type DoctorPatientPage = Page<'patients', DoctorPatient>;
