import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import { accountExports } from '#server/db/schema/index';
import type { Actor, UserActor } from '#server/lib/actor';
import { ApiError, notFound } from '#server/lib/errors';
import { ACCOUNT_MSG, type ExportLink } from '#shared/schemas/account';
import { audit } from '../audit/audit.service';
import { hashToken } from '../auth/auth.service';
import { readerLanguage } from '../messaging/reader-language';
import { getSettings } from '../settings/settings.service';
import { collectAccountData } from './export-data.service';
import { exportArchive } from './export-document';

/** ADR 109: a link works once, for 15 minutes; the archive is dropped when fetched or expired. */
export const EXPORT_TTL_MS = 15 * 60 * 1000;
export const EXPORT_PATH = '/api/account/export/';

/**
 * Archives not fetched in time, and rows of a day ago, go: nothing waits longer than it must. The
 * export-expiry job runs this every minute, so an archive is gone within a minute of its 15
 * minutes ending, whether or not anyone asks for another export. Answers how many it changed.
 */
export async function dropExpiredExports(deps: Pick<Deps, 'db' | 'now'>): Promise<number> {
  const { db, now } = deps;
  const emptied = await db
    .update(accountExports)
    .set({ content: null })
    .where(and(lt(accountExports.expiresAt, now()), sql`${accountExports.content} is not null`))
    .returning({ id: accountExports.id });
  const deleted = await db
    .delete(accountExports)
    .where(lt(accountExports.createdAt, new Date(now().getTime() - 24 * 60 * 60 * 1000)))
    .returning({ id: accountExports.id });
  return emptied.length + deleted.length;
}

/** POST /account/export: gathers everything now, keeps the archive for one download. */
export async function createExport(deps: Deps, actor: UserActor): Promise<ExportLink> {
  const { db, env, now } = deps;
  const data = await collectAccountData(db, actor.id, now());
  const { siteName } = await getSettings(db);
  const language = await readerLanguage(db, actor.id, actor.language);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now().getTime() + EXPORT_TTL_MS);
  await db.insert(accountExports).values({
    tokenHash: hashToken(token),
    userId: actor.id,
    content: exportArchive(data, siteName, now(), language).toString('base64'),
    createdAt: now(),
    expiresAt,
  });
  await audit(deps, actor, {
    action: 'create',
    resource: 'export',
    resourceId: actor.id,
    details: 'Data export prepared (one download, 15 minutes)',
  });
  return { downloadUrl: `${env.appUrl}${EXPORT_PATH}${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * GET /account/export/{token}: the archive, once. The row is claimed and emptied in one
 * transaction, so two requests racing for one link get it once between them.
 */
export async function takeExport(deps: Deps, actor: Actor, token: string) {
  const { db, now } = deps;
  const taken = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accountExports)
      .where(eq(accountExports.tokenHash, hashToken(token)))
      .for('update');
    if (!row) return undefined;
    if (!row.content || row.downloadedAt || row.expiresAt <= now()) return null;
    await tx
      .update(accountExports)
      .set({ content: null, downloadedAt: now() })
      .where(eq(accountExports.id, row.id));
    return row;
  });
  if (taken === undefined) throw notFound('Export');
  if (taken === null || !taken.content) {
    throw new ApiError(410, ACCOUNT_MSG.exportGone, { code: 'EXPORT_GONE' });
  }
  await audit(deps, actor, {
    action: 'update',
    resource: 'export',
    resourceId: taken.userId,
    details: 'Data export downloaded',
    account: actor.id ? undefined : { id: taken.userId, name: null, role: null },
  });
  return Buffer.from(taken.content, 'base64');
}

/** At erasure, exports not yet fetched go with the rest. */
export async function dropExportsOf(db: DbOrTx, userId: string) {
  await db.delete(accountExports).where(eq(accountExports.userId, userId));
}
