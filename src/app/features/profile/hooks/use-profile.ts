import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '#app/lib/session';
import { localDb, type OutboxItem } from '#app/offline/local-db';
import { useSyncProblems } from '#app/offline/outbox';
import type { PatientProfile } from '#shared/schemas/patient';
import { PROFILE_SAVE_KIND, type ProfileSavePayload } from '../api/profile-sync';

export type MirroredProfile = Partial<PatientProfile> & { userId: string };

/**
 * The signed-in user's mirrored profile: undefined while IndexedDB answers, null when this
 * device holds no copy yet.
 */
export function useMirroredProfile(): MirroredProfile | null | undefined {
  const userId = useSession((s) => s.user?._id ?? null);
  return useLiveQuery(
    async () =>
      userId ? (((await localDb.profile.get(userId)) as MirroredProfile) ?? null) : null,
    [userId],
  );
}

export type RefusedSave = OutboxItem & { payload: ProfileSavePayload };

/**
 * The latest profile save the server refused (ADR 006: the user's text is kept until they choose).
 */
export function useRefusedSave(): RefusedSave | null {
  const problems = useSyncProblems();
  const saves = problems.filter((item) => item.kind === PROFILE_SAVE_KIND);
  return (saves.at(-1) as RefusedSave | undefined) ?? null;
}
