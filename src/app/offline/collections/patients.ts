import { useLiveQuery } from 'dexie-react-hooks';
import { api } from '#app/lib/api-client';
import {
  type DoctorPatient,
  type DoctorPatientPage,
  PATIENT_PAGE_MAX,
} from '#shared/schemas/doctor-patients';
import { localDb } from '../local-db';
import type { CollectionSource } from '../types';
import { useUserId } from '../use-user-id';

/** A doctor's patient (GET /api/patients), tagged with the doctor's user id. */
export type MirrorPatient = DoctorPatient & { userId: string };

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

export const patients: CollectionSource = {
  name: 'patients',
  roles: ['doctor'],
  fetch: (session) => fetchAllPatients(session.token),
  intervalMs: PATIENTS_REFRESH_MS,
};

/** The signed-in doctor's patients on the device; undefined until IndexedDB has answered. */
export function useMirroredPatients(): MirrorPatient[] | undefined {
  const userId = useUserId();
  return useLiveQuery(
    async () => (userId ? localDb.patients.where('userId').equals(userId).toArray() : []),
    [userId],
  );
}
