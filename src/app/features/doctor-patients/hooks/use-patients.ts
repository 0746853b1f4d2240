import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '#app/lib/session';
import { localDb } from '#app/offline/local-db';
import type { DoctorPatient } from '#shared/schemas/doctor-patients';
import type { Review } from '#shared/schemas/review';
import type { DoctorReviews } from '../api/doctor-reviews-api';

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

/** The signed-in doctor's mirrored reviews; undefined until IndexedDB has answered, null if none yet. */
export function useMirroredDoctorReviews(): DoctorReviews | null | undefined {
  const userId = useSession((s) => s.user?._id ?? null);
  return useLiveQuery(
    async () =>
      userId
        ? (((await localDb.doctorReviews.get(userId)) as DoctorReviews | undefined) ?? null)
        : null,
    [userId],
  );
}

/** Replaces one review in the mirror with the server's answer (after a response is sent). */
export async function putMirroredReview(userId: string, review: Review): Promise<void> {
  await localDb.transaction('rw', localDb.doctorReviews, async () => {
    const row = await localDb.doctorReviews.get(userId);
    if (!row) return;
    const reviews = (row.reviews as Review[]).map((r) => (r._id === review._id ? review : r));
    await localDb.doctorReviews.put({ ...row, reviews });
  });
}

/** ADR 080: search by name or e-mail, case-insensitive, on the device so it works offline. */
export function matchesSearch(patient: DoctorPatient, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [patient.name, patient.email].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  );
}
