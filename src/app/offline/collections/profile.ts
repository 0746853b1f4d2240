import { useLiveQuery } from 'dexie-react-hooks';
import { api } from '#app/lib/api-client';
import type { PatientProfile } from '#shared/schemas/patient';
import { localDb } from '../local-db';
import type { CollectionSource } from '../types';
import { useUserId } from '../use-user-id';

/** The user's own profile (GET /api/auth/profile), one row per user: other roles' hold fewer fields. */
export type MirrorProfile = Partial<PatientProfile> & { userId: string };

export const profile: CollectionSource = {
  name: 'profile',
  roles: ['patient', 'doctor', 'admin'],
  fetch: (session) => api.get<PatientProfile>('/auth/profile', { token: session.token }),
};

/**
 * The signed-in user's profile on the device: undefined while IndexedDB answers, null when this
 * device holds no copy yet.
 */
export function useMirroredProfile(): MirrorProfile | null | undefined {
  const userId = useUserId();
  return useLiveQuery(
    async () => (userId ? ((await localDb.profile.get(userId)) ?? null) : null),
    [userId],
  );
}
