import { api } from '#app/lib/api-client';
import { t } from '#app/lib/i18n';
import { registerCollection, registerKind } from '#app/lib/sync-queue';
import type { SyncKind } from '#app/lib/sync-types';
import {
  type DoctorPatient,
  type DoctorPatientPage,
  PATIENT_PAGE_MAX,
} from '#shared/schemas/doctor-patients';

export const NOTES_KIND = 'patient.notes';
/** The patient list refreshes as often as the doctor's appointments (section 9: 5 minutes). */
export const PATIENTS_REFRESH_MS = 300_000;
/** A guard against a server that keeps answering more pages than it said it had. */
const MAX_PAGES = 50;

/** `patientName` is kept with the change so describe() can name the patient offline. */
export type NotesPayload = { patientId: string; notes: string; patientName: string };

/** Every page of GET /patients: the whole list lives on the device so it opens offline (D6). */
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

export const notesKind: SyncKind<NotesPayload, { notes?: string } | null> = {
  method: 'PUT',
  path: (p) => `/patients/${encodeURIComponent(p.patientId)}/notes`,
  body: (p) => ({ notes: p.notes }),
  entityId: (p) => `patient:${p.patientId}`,
  collection: 'patients',
  async applyLocal(db, p, { userId }) {
    await db.patients.update([userId, p.patientId], { notes: p.notes.trim() });
  },
  async onSuccess(db, data, p, { userId }) {
    if (data && typeof data.notes === 'string') {
      await db.patients.update([userId, p.patientId], { notes: data.notes });
    }
  },
  describe: (p) => t('Save your notes about {patient}', { patient: p.patientName }),
};

let registered = false;

/** The doctor's patients mirror (D6: "for doctors, their patients") and the notes change. */
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
}
