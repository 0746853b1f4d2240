import { useLiveQuery } from 'dexie-react-hooks';
import type { CallChatMessage } from '#shared/schemas/call';
import { localDb, type MashwaraDb } from './local-db';
import { useUserId } from './use-user-id';

/**
 * A video visit's text message as this device received it (ADR 115): the server relays chat to
 * both parties and keeps none, so the device's copy is the only one. Wiped at sign-out (ADR 006).
 */
export type CallMessageRow = CallChatMessage & {
  userId: string;
  _id: string;
  appointmentId: string;
};

export async function keepCallMessage(
  db: MashwaraDb,
  userId: string,
  appointmentId: string,
  message: CallChatMessage,
): Promise<void> {
  await db.callMessages.put({ ...message, _id: message.id, userId, appointmentId });
}

/** One appointment's messages on this device, oldest first; undefined until IndexedDB answers. */
export function useCallMessages(appointmentId: string): CallMessageRow[] | undefined {
  const userId = useUserId();
  return useLiveQuery(async () => {
    if (!userId) return [];
    const rows = await localDb.callMessages.where('appointmentId').equals(appointmentId).toArray();
    return rows.filter((r) => r.userId === userId).sort((a, b) => a.at.localeCompare(b.at));
  }, [userId, appointmentId]);
}
