import { useEffect, useState } from 'react';
import { ApiError, api } from '#app/lib/api-client';
import { keepSummary } from '#app/offline/collections/visits';
import type {
  DoctorSummary,
  MedicineSuggestion,
  VisitSummary,
} from '#shared/schemas/visit-summary';

/**
 * The doctor's own earlier medicines for the name box (GET /doctors/profile/medicines). Offline
 * there are none to suggest; the name is free text all the same.
 */
export function useMedicineSuggestions(): MedicineSuggestion[] {
  const [list, setList] = useState<MedicineSuggestion[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    api
      .get<{ medicines?: MedicineSuggestion[] }>('/doctors/profile/medicines', {
        signal: abort.signal,
      })
      .then((answer) => setList(Array.isArray(answer?.medicines) ? answer.medicines : []))
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  return list;
}

/**
 * GET /appointments/{id}/summary, kept on the device so the card and the printout open offline
 * later; null before one is written (404). Fails quietly offline: the device copy stands.
 */
export async function refreshSummary(appointmentId: string): Promise<VisitSummary | null> {
  try {
    const summary = await api.get<VisitSummary>(
      `/appointments/${encodeURIComponent(appointmentId)}/summary`,
    );
    await keepSummary(summary);
    return summary;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The doctor's own earlier summaries for one patient card (GET /patients/{id}/summaries). */
export function usePatientSummaries(patientId: string, open: boolean) {
  const [state, setState] = useState<{ summaries: DoctorSummary[] | null; failed: boolean }>({
    summaries: null,
    failed: false,
  });
  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    api
      .get<{ summaries?: DoctorSummary[] }>(
        `/patients/${encodeURIComponent(patientId)}/summaries`,
        { signal: abort.signal },
      )
      .then((answer) => setState({ summaries: answer?.summaries ?? [], failed: false }))
      .catch(() => {
        if (!abort.signal.aborted) setState({ summaries: null, failed: true });
      });
    return () => abort.abort();
  }, [patientId, open]);
  return state;
}
