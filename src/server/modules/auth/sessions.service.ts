import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { sessions } from '#server/db/schema/index';
import { notFound } from '#server/lib/errors';
import { describeNetwork, describeUserAgent } from '#shared/domain/user-agent';
import { isId } from '#shared/schemas/common';
import type { SignedInDevice } from '#shared/schemas/session';
import { forgetEndedSessions } from '../push/push.service';

const open = (userId: string, now: Date) =>
  and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, now));

/** The user's open sessions, the most recently seen first. */
export async function listDevices(
  db: Db,
  userId: string,
  currentId: string,
  now: Date,
): Promise<SignedInDevice[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(open(userId, now))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows
    .map((row) => {
      const device = describeUserAgent(row.userAgent);
      return {
        id: row.id,
        browser: device.browser,
        os: device.os,
        deviceType: device.kind,
        ipAddress: row.ipAddress,
        network: describeNetwork(row.ipAddress),
        signedInAt: row.createdAt.toISOString(),
        lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
        current: row.id === currentId,
      };
    })
    .sort(
      (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
    );
}

/** Ends one of the user's own open sessions; anyone else's, or an ended one, is not found. */
export async function endDevice(db: Db, userId: string, id: string, now: Date) {
  if (!isId(id)) throw notFound('Session');
  const ended = await db
    .update(sessions)
    .set({ endedAt: now, endReason: 'ended_by_user' })
    .where(and(eq(sessions.id, id), open(userId, now)))
    .returning({ id: sessions.id });
  if (!ended.length) throw notFound('Session');
  await forgetEndedSessions(db, userId, now);
}

/** Ends every open session of the user but this one; answers how many ended. */
export async function endOtherDevices(db: Db, userId: string, currentId: string, now: Date) {
  const ended = await db
    .update(sessions)
    .set({ endedAt: now, endReason: 'ended_by_user' })
    .where(and(open(userId, now), ne(sessions.id, currentId)))
    .returning({ id: sessions.id });
  await forgetEndedSessions(db, userId, now);
  return ended.length;
}
