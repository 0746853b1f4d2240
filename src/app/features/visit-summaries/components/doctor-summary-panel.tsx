import { Link } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { useNow } from '#app/hooks/use-now';
import { msg, useT } from '#app/lib/i18n';
import { lazyNamed } from '#app/lib/lazy-named';
import { useVisit } from '#app/offline/collections/visits';
import { usePendingFor, useSyncProblems, WAITING_TO_SYNC } from '#app/offline/outbox';
import { runQueued } from '#app/offline/run-queued';
import type { VisitSummaryInput } from '#shared/schemas/visit-summary';
import { refreshSummary } from '../api/summary-api';
import { SUMMARY_KIND, summaryKind } from '../api/summary-kind';
import { draftOf } from '../summary-form';
import { SummaryView } from './summary-view';
import '../visit-summaries.css';

// Loaded when the doctor writes or amends, not with every card (ADR 127); offline from the
// service worker's copy.
const SummaryForm = lazyNamed(() => import('./summary-form'), 'SummaryForm');
// Shown only for a change the server refused: loaded then (ADR 128, ADR 156).
const RefusedChange = lazyNamed(() => import('#app/components/ui/refused-change'), 'RefusedChange');

export const SUMMARY_MESSAGES = {
  success: msg('Visit summary saved'),
  failure: msg('Failed to save the visit summary'),
};

type Props = {
  appointmentId: string;
  status: string;
  patientName: string;
  startTime: string;
};

/**
 * The doctor's visit summary on a completed appointment (ADR 096): written and amended through the
 * sync queue, so it works offline in the clinic; read only once 24 hours have passed; a refusal
 * is explained here with the server's reason.
 */
export function DoctorSummaryPanel({ appointmentId, status, patientName, startTime }: Props) {
  const t = useT();
  const now = useNow();
  const row = useVisit(appointmentId);
  const waiting = usePendingFor(appointmentId);
  const refused = useSyncProblems().findLast(
    (p) => p.kind === SUMMARY_KIND && p.entityId === appointmentId,
  );
  const [editing, setEditing] = useState(false);
  const completed = status === 'completed';

  const loaded = row !== undefined;
  const known = Boolean(row?.summary);
  const refusedId = refused?.id;
  // The server's copy when the device has none, and again after a refusal (the server wins);
  // otherwise the device's copy is the doctor's own latest, so a long list asks nothing.
  useEffect(() => {
    if (!completed || !loaded || (known && !refusedId)) return;
    refreshSummary(appointmentId).catch(() => undefined);
  }, [appointmentId, completed, loaded, known, refusedId]);

  if (!completed || row === undefined) return null;
  const saved = row?.summary ?? null;
  const shown: VisitSummaryInput | null = (waiting && row?.draft) || saved;
  const amendable = !saved || now < Date.parse(saved.amendableUntil);
  const headingId = `vs-doctor-${appointmentId}`;

  function save(value: VisitSummaryInput) {
    setEditing(false);
    void runQueued(
      summaryKind,
      { appointmentId, summary: value, patientName, startTime, amending: Boolean(saved) },
      SUMMARY_MESSAGES,
    );
  }

  return (
    <div className="vs-panel">
      {refused && (
        <Suspense fallback={null}>
          <RefusedChange item={refused} className="ui-spread" fallback={SUMMARY_MESSAGES.failure} />
        </Suspense>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <SummaryForm
            initial={draftOf(shown)}
            submitLabel={saved ? t('Save amendment') : t('Save summary')}
            onSubmit={save}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      ) : shown ? (
        <SummaryView
          summary={shown}
          headingId={headingId}
          badges={
            <>
              {waiting && <span className="badge">{t(WAITING_TO_SYNC)}</span>}
              {!waiting && saved?.amended && (
                <span className="ui-badge ui-badge-info">{t('Amended')}</span>
              )}
            </>
          }
        >
          <div className="row">
            {amendable ? (
              <button type="button" className="btn btn-light" onClick={() => setEditing(true)}>
                {t('Amend summary')}
              </button>
            ) : (
              <p className="muted">{t('Read only: a summary can be amended for 24 hours.')}</p>
            )}
            {saved && !waiting && (
              <Link
                to="/doctor/prescriptions/$appointmentId"
                params={{ appointmentId }}
                className="btn btn-light"
              >
                {t('Print prescription')}
              </Link>
            )}
          </div>
        </SummaryView>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
          {t('Write visit summary')}
        </button>
      )}
    </div>
  );
}
