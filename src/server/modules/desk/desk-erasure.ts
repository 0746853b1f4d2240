import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { deskDayCloses, deskMembers, deskReceipts } from '#server/db/schema/index';

/**
 * A desk account erased (ADR 108, ADR 154): its places end, and the cash book keeps each receipt
 * and close under the account's label instead of the person's name.
 */
export async function eraseDeskMember(tx: DbOrTx, userId: string, label: string, now: Date) {
  await tx
    .update(deskMembers)
    .set({
      revokedAt: sql`coalesce(${deskMembers.revokedAt}, ${now})`,
      inviteTokenHash: null,
      updatedAt: now,
    })
    .where(eq(deskMembers.userId, userId));
  await tx.update(deskReceipts).set({ takenByName: label }).where(eq(deskReceipts.takenBy, userId));
  await tx
    .update(deskDayCloses)
    .set({ closedByName: label })
    .where(eq(deskDayCloses.closedBy, userId));
}
