import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { deskMembers } from '#server/db/schema/index';

/**
 * Has a desk account a place at any desk still (ADR 154)? Sign-in asks: a desk whose every
 * place was revoked cannot sign in. Here rather than in modules/desk, which builds on auth.
 */
export async function hasDeskPlace(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: deskMembers.id })
    .from(deskMembers)
    .where(
      and(
        eq(deskMembers.userId, userId),
        isNotNull(deskMembers.acceptedAt),
        isNull(deskMembers.revokedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}
