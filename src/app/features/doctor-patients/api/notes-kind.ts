import { t } from '#app/lib/i18n';
import { patients } from '#app/offline/collections/patients';
import type { SyncKind } from '#app/offline/types';

export const NOTES_KIND = 'patient.notes';

/** `patientName` is kept with the change so describe() can name the patient offline. */
export type NotesPayload = { patientId: string; notes: string; patientName: string };

/** The doctor's private notes on a patient, saved offline and replayed once (ADR 006). */
export const notesKind: SyncKind<NotesPayload, { notes?: string } | null> = {
  name: NOTES_KIND,
  method: 'PUT',
  path: (p) => `/patients/${encodeURIComponent(p.patientId)}/notes`,
  body: (p) => ({ notes: p.notes }),
  entityId: (p) => `patient:${p.patientId}`,
  collection: patients,
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

export const KINDS = [notesKind];
