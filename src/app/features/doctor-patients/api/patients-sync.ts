import { api } from '#app/lib/api-client';
import { registerCollection, registerKind } from '#app/offline/outbox';
import {
  type DoctorPatient,
  type DoctorPatientPage,
  PATIENT_PAGE_MAX,
} from '#shared/schemas/doctor-patients';
import { fetchDoctorReviews } from './doctor-reviews-api';
import { NOTES_KIND, notesKind } from './notes-kind';

/** The patient list refreshes as often as the doctor's appointments (ADR 079: 5 minutes). */
export const PATIENTS_REFRESH_MS = 300_000;
/** A guard against a server that keeps answering more pages than it said it had. */
const MAX_PAGES = 50;

/**
 * Every page of GET /patients: the whole list lives on the device so it opens offline (ADR 006).
 */
export async function fetchAllPatients(token: string): Promise<DoctorPatient[]> {
  const all: DoctorPatient[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await api.get<DoctorPatientPage>('/patients', {
      token,
      query: { page, limit: PATIENT_PAGE_MAX },
    });
    const rows = Array.isArray(answer?.patients) ? answer.patients : [];
    all.push(...rows);
    if (rows.length === 0 || page >= (answer?.totalPages ?? 1)) break;
  }
  return all;
}

let registered = false;

/**
 * The doctor's patients mirror (ADR 006: "for doctors, their patients"), the notes change, and the
 * reviews the doctor has received (so every doctor screen opens offline, issue 9).
 */
export function registerPatientsSync(): void {
  if (registered) return;
  registered = true;

  registerCollection({
    name: 'patients',
    roles: ['doctor'],
    fetch: (session) => fetchAllPatients(session.token),
    intervalMs: PATIENTS_REFRESH_MS,
  });

  registerKind(NOTES_KIND, notesKind);

  registerCollection({
    name: 'doctorReviews',
    roles: ['doctor'],
    fetch: (session) => fetchDoctorReviews(session.token),
    intervalMs: PATIENTS_REFRESH_MS,
  });
}
