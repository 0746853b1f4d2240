import { and, eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { deskDevices, deskReceiptCounters, deskReceipts } from '#server/db/schema/index';
import { ApiError } from '#server/lib/errors';
import { CASH_MSG, type Receipt } from '#shared/schemas/desk-cash';

/** Four digits at least: 0042. */
const digits = (n: number) => String(n).padStart(4, '0');

/** A, B, … Z, AA, AB, …: the n-th device letter (1-based, bijective base 26). */
export function deviceLetter(n: number): string {
  let letters = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) {
    letters = String.fromCharCode(65 + ((k - 1) % 26)) + letters;
  }
  return letters;
}

/** The next number the server gives at a practice (ADR 155): digits, one counter per practice. */
export async function nextServerNumber(tx: DbOrTx, practiceId: string): Promise<string> {
  const [row] = await tx
    .insert(deskReceiptCounters)
    .values({ practiceId, next: 2 })
    .onConflictDoUpdate({
      target: deskReceiptCounters.practiceId,
      set: { next: sql`${deskReceiptCounters.next} + 1` },
    })
    .returning({ next: deskReceiptCounters.next });
  return digits(row!.next - 1);
}

/**
 * A number a device gave offline (ADR 155): its letter must be the one this practice gave that
 * device, or the number could be another device's.
 */
export async function assertDeviceNumber(
  tx: DbOrTx,
  practiceId: string,
  number: string,
  deviceKey: string | undefined,
) {
  const letter = number.split('-')[0]!;
  const [device] = deviceKey
    ? await tx
        .select({ letter: deskDevices.letter })
        .from(deskDevices)
        .where(and(eq(deskDevices.practiceId, practiceId), eq(deskDevices.deviceKey, deviceKey)))
    : [];
  if (!device || device.letter !== letter || !number.includes('-')) {
    throw new ApiError(400, CASH_MSG.notThisDevice, {
      errors: [{ path: 'receiptNumber', message: CASH_MSG.notThisDevice }],
    });
  }
}

/** The highest number a device's letter has used at a practice: where a wiped device goes on. */
export async function lastDeviceNumber(tx: DbOrTx, practiceId: string, letter: string) {
  const rows = await tx
    .select({ number: deskReceipts.number })
    .from(deskReceipts)
    .where(and(eq(deskReceipts.practiceId, practiceId), like(deskReceipts.number, `${letter}-%`)));
  return rows.reduce((max, r) => Math.max(max, Number(r.number.split('-')[1])), 0);
}

export function toReceipt(row: typeof deskReceipts.$inferSelect): Receipt {
  return {
    number: row.number,
    kind: row.kind,
    amount: row.amount,
    method: row.method,
    takenBy: row.takenByName,
    at: row.takenAt.toISOString(),
    ...(row.reason ? { reason: row.reason } : {}),
  };
}
