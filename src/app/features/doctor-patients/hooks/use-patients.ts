import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '#app/lib/local-db';
import { useSession } from '#app/stores/session';
import type { DoctorPatient } from '#shared/schemas/doctor-patients';

/** The signed-in doctor's mirrored patients; undefined until IndexedDB has answered. */
export function useMirroredPatients(): DoctorPatient[] | undefined {
  const userId = useSession((s) => s.user?._id ?? null);
  return useLiveQuery(
    async () =>
      userId
        ? ((await localDb.patients
            .where('userId')
            .equals(userId)
            .toArray()) as unknown as DoctorPatient[])
        : [],
    [userId],
  );
}

/** Section 2: search by name or e-mail, case-insensitive, on the device so it works offline. */
export function matchesSearch(patient: DoctorPatient, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [patient.name, patient.email].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  );
}
