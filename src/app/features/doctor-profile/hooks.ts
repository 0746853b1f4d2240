import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '#app/lib/session';
import { localDb } from '#app/offline/local-db';
import type { DoctorProfile } from './api/doctor-profile-api';

/** The doctor's mirrored profile: undefined while IndexedDB answers, null with no copy yet. */
export function useDoctorProfile(): DoctorProfile | null | undefined {
  const userId = useSession((s) => s.user?._id ?? null);
  return useLiveQuery(
    async () => (userId ? (((await localDb.schedule.get(userId)) as DoctorProfile) ?? null) : null),
    [userId],
  );
}
