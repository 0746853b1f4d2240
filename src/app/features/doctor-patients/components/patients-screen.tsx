import { useEffect, useState } from 'react';
import { EmptyState } from '#app/components/ui/empty-state';
import { FormField } from '#app/components/ui/form-field';
import { LastSynced } from '#app/components/ui/last-synced';
import { LoadFailedLine } from '#app/components/ui/load-failed';
import { msg, useT } from '#app/lib/i18n';
import { useOnline } from '#app/lib/use-online';
import { refreshCollection, usePendingIds, useSyncStatus } from '#app/offline/outbox';
import { runQueued } from '#app/offline/run-queued';
import type { DoctorPatient } from '#shared/schemas/doctor-patients';
import { NOTES_KIND, type NotesPayload } from '../api/notes-kind';
import { registerPatientsSync } from '../api/patients-sync';
import { matchesSearch, useMirroredPatients } from '../hooks/use-patients';
import { PatientCard } from './patient-card';
import '../doctor-patients.css';

registerPatientsSync();

export const NOTES_MESSAGES = {
  success: msg('Notes saved'),
  failure: msg('Failed to save notes'),
};
/** ADR 078, Patients. */
export const LOAD_PATIENTS_FAILED = msg('Failed to load patients.');

/** My Patients (ADR 080, /doctor/patients), read from the on-device mirror so it opens offline. */
export function PatientsScreen() {
  const t = useT();
  const rows = useMirroredPatients();
  const status = useSyncStatus('patients');
  const waiting = usePendingIds();
  const online = useOnline();
  const [search, setSearch] = useState('');

  useEffect(() => {
    void refreshCollection('patients');
  }, []);

  const list = rows ?? [];
  const shown = list.filter((p) => matchesSearch(p, search));
  const loading =
    rows === undefined || (list.length === 0 && status.lastSyncedAt === null && !status.lastError);

  const retry = () => void refreshCollection('patients');

  async function saveNotes(patient: DoctorPatient, notes: string) {
    const payload: NotesPayload = {
      patientId: patient._id,
      notes,
      patientName: patient.name || t('Unknown Patient'),
    };
    await runQueued(NOTES_KIND, payload, NOTES_MESSAGES);
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
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
