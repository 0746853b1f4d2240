import { useLiveQuery } from 'dexie-react-hooks';
import { api } from '#app/lib/api-client';
import type { WaitlistEntry } from '#shared/schemas/waitlist';
import { localDb, type MashwaraDb } from '../local-db';
import type { CollectionSource } from '../types';
import { useUserId } from '../use-user-id';

/**
 * One of the patient's waiting entries (GET /api/waitlist, ADR 101), tagged with them. A join
 * made on this device that the server has not answered yet is `pending`, with a local id.
 */
export type MirrorWaitlistEntry = WaitlistEntry & { userId: string; pending?: boolean };

export const waitlist: CollectionSource = {
  name: 'waitlist',
  roles: ['patient'],
  // An offer is held for minutes: a patient with the app open sees one within a minute.
  intervalMs: 60_000,
  fetch: async (session) =>
    (await api.get<{ entries: WaitlistEntry[] }>('/waitlist', { token: session.token }))?.entries ??
    [],
};

/** The id a join made on this device goes by until the server answers. */
export const localWaitlistId = (doctorId: string, familyMemberId: string | null) =>
  `local:${doctorId}:${familyMemberId ?? 'self'}`;

/** The server's answer to a queued join replaces the device's row, tagged with its patient. */
export async function putWaitlistEntry(db: MashwaraDb, data: unknown, userId: string) {
  const entry = data as WaitlistEntry | undefined;
  if (!entry || typeof entry !== 'object' || typeof entry._id !== 'string') return;
  await db.waitlist.delete([
    userId,
    localWaitlistId(entry.doctor.id, entry.familyMember?.id ?? null),
  ]);
  if (entry.status === 'waiting') await db.waitlist.put({ ...entry, userId });
  else await db.waitlist.delete([userId, entry._id]);
}

/** The entries on this device, oldest first; undefined until read. */
export function useWaitlist(): MirrorWaitlistEntry[] | undefined {
  const userId = useUserId();
  return useLiveQuery(async () => {
    if (!userId) return [];
    const rows = await localDb.waitlist.where('userId').equals(userId).toArray();
    return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }, [userId]);
}
