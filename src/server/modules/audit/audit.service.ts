import type { Context } from 'hono';
import type { AppEnv } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import { auditLogs } from '#server/db/schema/index';
import { clientIp } from '#server/lib/http';

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'verify'
  | 'reject'
  | 'status_change';

export type AuditEntry = {
  action: AuditAction;
  resource: string;
  resourceId?: string | null;
  details?: string;
  /** Who acted; defaults to the signed-in user. */
  actor?: { id: string | null; name: string | null; role: string | null };
};

/** Appends one entry: who, what, when (UTC) and the client address (ADR 014). */
export async function audit(c: Context<AppEnv>, entry: AuditEntry, db: DbOrTx = c.get('deps').db) {
  const user = c.get('user');
  const actor = entry.actor ?? {
    id: user?.id ?? null,
    name: user?.name ?? null,
    role: user?.role ?? null,
  };
  await db.insert(auditLogs).values({
    userId: actor.id,
    userName: actor.name,
    userRole: actor.role,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    details: entry.details ?? '',
    ipAddress: clientIp(c),
    timestamp: c.get('deps').now(),
  });
}
