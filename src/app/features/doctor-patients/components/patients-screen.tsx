import { type ReactNode, useEffect, useState } from 'react';
import { EmptyState } from '#app/components/ui/empty-state';
import { FormField } from '#app/components/ui/form-field';
import { LastSynced } from '#app/components/ui/last-synced';
import { LoadFailedLine } from '#app/components/ui/load-failed';
import { msg, useT } from '#app/lib/i18n';
import { useOnline } from '#app/lib/use-online';
import { useMirroredPatients } from '#app/offline/collections/patients';
import { syncEngine, usePendingIds } from '#app/offline/outbox';
import { runQueued } from '#app/offline/run-queued';
import { useSyncStatus } from '#app/offline/sync-status';
import type { DoctorPatient } from '#shared/schemas/doctor-patients';
import { type NotesPayload, notesKind } from '../api/notes-kind';
import { matchesSearch } from '../patient-search';
import { PatientCard } from './patient-card';
import '../doctor-patients.css';

export const NOTES_MESSAGES = {
  success: msg('Notes saved'),
  failure: msg('Failed to save notes'),
};
/** ADR 078, Patients. */
export const LOAD_PATIENTS_FAILED = msg('Failed to load patients.');

/** My Patients (ADR 080, /doctor/patients), read from the on-device mirror so it opens offline. */
export function PatientsScreen({
  renderExtra,
}: {
  /** More for each open card, handed in by the route (the visit summaries). */
  renderExtra?(patient: DoctorPatient, open: boolean): ReactNode;
} = {}) {
  const t = useT();
  const rows = useMirroredPatients();
  const status = useSyncStatus('patients');
  const waiting = usePendingIds();
  const online = useOnline();
  const [search, setSearch] = useState('');

  useEffect(() => {
    void syncEngine.refresh('patients');
  }, []);

  const list = rows ?? [];
  const shown = list.filter((p) => matchesSearch(p, search));
  const loading =
    rows === undefined || (list.length === 0 && status.lastSyncedAt === null && !status.lastError);

  const retry = () => void syncEngine.refresh('patients');

  async function saveNotes(patient: DoctorPatient, notes: string) {
    const payload: NotesPayload = {
      patientId: patient._id,
      notes,
      patientName: patient.name || t('Unknown Patient'),
    };
    await runQueued(notesKind, payload, NOTES_MESSAGES);
  }

  return (
    <section className="page dp-page" aria-labelledby="patients-title">
      <h1 id="patients-title">{t('My Patients')}</h1>
      <LastSynced status={status} online={online} onRetry={retry} />
      {status.lastError && status.lastSyncedAt === null && list.length === 0 && (
        <LoadFailedLine message={LOAD_PATIENTS_FAILED} onRetry={retry} />
      )}
      <FormField label={t('Search by name or email')} className="dp-search">
        {(control) => (
          <input
            {...control}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        )}
      </FormField>
      {loading && !status.lastError ? (
        <p className="muted" role="status">
          {t('Loading patients…')}
        </p>
      ) : shown.length === 0 ? (
        status.lastError && list.length === 0 ? null : (
          <EmptyState
            title={
              list.length === 0 ? t('No patients yet') : t('No patients found matching your search')
            }
          />
        )
      ) : (
        <ul className="dp-list">
          {shown.map((p) => (
            <li key={p._id}>
              <PatientCard
                patient={p}
                waiting={waiting.has(`patient:${p._id}`)}
                onSaveNotes={saveNotes}
                renderExtra={renderExtra}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
