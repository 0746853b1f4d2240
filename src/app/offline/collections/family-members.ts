import { useLiveQuery } from 'dexie-react-hooks';
import { api } from '#app/lib/api-client';
import type { FamilyMember } from '#shared/schemas/family-member';
import { localDb, type MashwaraDb } from '../local-db';
import type { CollectionSource } from '../types';
import { useUserId } from '../use-user-id';

/**
 * One of the account holder's family members (GET /api/family-members, ADR 095), tagged with
 * them. One added on this device that the server has not answered yet has no `updatedAt`.
 */
export type MirrorFamilyMember = Omit<FamilyMember, 'updatedAt'> & {
  userId: string;
  updatedAt?: string;
};

export const familyMembers: CollectionSource = {
  name: 'familyMembers',
  roles: ['patient'],
  fetch: async (session) =>
    (await api.get<{ familyMembers: FamilyMember[] }>('/family-members', { token: session.token }))
      ?.familyMembers ?? [],
};

/** The server's answer to a queued add or edit replaces the row, tagged with its account holder. */
export async function putFamilyMember(db: MashwaraDb, data: unknown, userId: string) {
  const member = data as FamilyMember | undefined;
  if (member && typeof member === 'object' && typeof member._id === 'string') {
    await db.familyMembers.put({ ...member, userId });
  }
}

/** The members on this device, oldest first as the server lists them; undefined until read. */
export function useFamilyMembers(): MirrorFamilyMember[] | undefined {
  const userId = useUserId();
  return useLiveQuery(async () => {
    if (!userId) return [];
    const rows = await localDb.familyMembers.where('userId').equals(userId).toArray();
    return rows.sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
  }, [userId]);
}

/** One member on this device: undefined while read, null when this device holds no such member. */
export function useFamilyMember(id: string): MirrorFamilyMember | null | undefined {
  const userId = useUserId();
  return useLiveQuery(
    async () => (userId ? ((await localDb.familyMembers.get([userId, id])) ?? null) : null),
    [userId, id],
  );
}
