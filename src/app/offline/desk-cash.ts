import { useLiveQuery } from 'dexie-react-hooks';
import { api } from '#app/lib/api-client';
import type { Receipt } from '#shared/schemas/desk-cash';
import { localDb, type MashwaraDb } from './local-db';
import { useUserId } from './use-user-id';

/**
 * The desk device's own cash records (ADR 155): its letter and counter at each practice, and the
 * receipts it took. Not mirrored from the server (the refresher never replaces them); they are
 * the user's rows all the same, so sign-out removes them (ADR 006) and the server's `lastNumber`
 * brings the counter back at the next sign-in.
 */
export type DeskDeviceRow = { userId: string; practiceId: string; letter: string; last: number };

/** A receipt this device took, keyed by the visit's id (one payment a visit, ADR 155). */
export type DeskReceiptRow = {
  userId: string;
  _id: string;
  practiceId: string;
  /** The clinic day it was taken on (YYYY-MM-DD). */
  date: string;
  patientName: string;
  /** `number` is null until the server numbers it (the device had no letter yet). */
  receipt: Omit<Receipt, 'number'> & { number: string | null };
  /** The server has it. */
  synced: boolean;
};

/**
 * Random, kept in localStorage across sign-outs: it is not personal data, and the same key gets
 * the same letter back with its last number (ADR 155).
 */
export const DEVICE_KEY_STORAGE = 'desk-device-key';

export function deskDeviceKey(storage: Storage = localStorage): string {
  const kept = storage.getItem(DEVICE_KEY_STORAGE);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  const key = crypto.randomUUID().replaceAll('-', '');
  storage.setItem(DEVICE_KEY_STORAGE, key);
  return key;
}

/** `B-0042`: the device's letter and its n-th number at the practice. */
export const deviceNumber = (letter: string, n: number) =>
  `${letter}-${String(n).padStart(4, '0')}`;

/**
 * Asks the server for this device's letter at each practice not yet known on the device. A row
 * already here is kept: its counter may be ahead of the server's while payments wait to sync.
 */
export async function registerDeskDevice(
  db: MashwaraDb,
  userId: string,
  practiceIds: readonly string[],
  deviceKey = deskDeviceKey(),
): Promise<void> {
  for (const practiceId of practiceIds) {
    if (await db.deskDevices.get([userId, practiceId])) continue;
    const { data } = await api.post<{ letter: string; lastNumber: number }>('/desk/devices', {
      practiceId,
      deviceKey,
    });
    const { letter, lastNumber } = data;
    await db.transaction('rw', db.deskDevices, async () => {
      const row = await db.deskDevices.get([userId, practiceId]);
      await db.deskDevices.put({
        userId,
        practiceId,
        letter,
        last: Math.max(row?.last ?? 0, lastNumber),
      });
    });
  }
}

/**
 * The next receipt number of this device at the practice, counted on the device so it prints at
 * once, offline too (ADR 155); null when the device has no letter there yet (the server numbers
 * it). A number taken for a payment that is then refused stays unused: numbers have gaps.
 */
export async function takeDeviceNumber(
  db: MashwaraDb,
  userId: string,
  practiceId: string,
): Promise<string | null> {
  return db.transaction('rw', db.deskDevices, async () => {
    const row = await db.deskDevices.get([userId, practiceId]);
    if (!row) return null;
    await db.deskDevices.put({ ...row, last: row.last + 1 });
    return deviceNumber(row.letter, row.last + 1);
  });
}

/** The receipts this device took at the practice on the clinic day, oldest first. */
export function useDeviceReceipts(practiceId: string | undefined, date: string) {
  const userId = useUserId();
  return useLiveQuery(
    async () =>
      userId && practiceId
        ? (await localDb.deskReceipts.where('userId').equals(userId).toArray())
            .filter((r) => r.practiceId === practiceId && r.date === date)
            .sort((a, b) => a.receipt.at.localeCompare(b.receipt.at))
        : [],
    [userId, practiceId, date],
    [],
  );
}

/** The receipt this device took for one visit, as it stands now (its number once synced). */
export function useDeviceReceipt(visitId: string | undefined) {
  const userId = useUserId();
  return useLiveQuery(
    async () =>
      userId && visitId ? ((await localDb.deskReceipts.get([userId, visitId])) ?? null) : null,
    [userId, visitId],
  );
}
