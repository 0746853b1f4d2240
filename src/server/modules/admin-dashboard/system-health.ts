import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { outgoingMail, outgoingMessages } from '#server/db/schema/index';

const DAY_MS = 24 * 3_600_000;

export type HealthCheck = { name: 'database' | 'storage' | 'mail' | 'messages'; ok: boolean };

/**
 * The checks behind the dashboard's System Health (ADR 002: from real checks, not a fixed figure):
 * the database answers; the data folder, where uploads are kept, is writable; no e-mail failed
 * to send in the last 24 hours, nor any SMS or WhatsApp message (ADR 103). Each check that throws
 * counts as failed.
 */
export async function healthChecks(deps: Pick<Deps, 'db' | 'env' | 'now'>): Promise<HealthCheck[]> {
  const database = async () => {
    await deps.db.execute(sql`select 1`);
    return true;
  };
  const storage = async () => {
    await mkdir(deps.env.dataDir, { recursive: true });
    await access(deps.env.dataDir, constants.W_OK);
    return true;
  };
  const mail = async () => {
    const since = new Date(deps.now().getTime() - DAY_MS);
    const [row] = await deps.db
      .select({ failed: sql<number>`count(*)::int` })
      .from(outgoingMail)
      .where(and(isNotNull(outgoingMail.error), gte(outgoingMail.createdAt, since)));
    return row.failed === 0;
  };
  const messages = async () => {
    const since = new Date(deps.now().getTime() - DAY_MS);
    const [row] = await deps.db
      .select({ failed: sql<number>`count(*)::int` })
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.status, 'failed'), gte(outgoingMessages.createdAt, since)));
    return row.failed === 0;
  };
  const run = (check: () => Promise<boolean>) => check().catch(() => false);
  return [
    { name: 'database', ok: await run(database) },
    { name: 'storage', ok: await run(storage) },
    { name: 'mail', ok: await run(mail) },
    { name: 'messages', ok: await run(messages) },
  ];
}

/** The percent of checks that pass, rounded to a whole number. */
export const healthPercent = (checks: readonly HealthCheck[]) =>
  checks.length === 0 ? 100 : Math.round((100 * checks.filter((c) => c.ok).length) / checks.length);
