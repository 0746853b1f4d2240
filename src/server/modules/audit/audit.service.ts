import type { Deps } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import { auditLogs } from '#server/db/schema/index';
import type { Actor } from '#server/lib/actor';

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
  /** Whose account the entry is about, where that is not the actor's (a failed sign-in's). */
  account?: { id: string | null; name: string | null; role: string | null };
};

/** Appends one entry: who, what, when (UTC) and the client address (ADR 014). */
export async function audit(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  entry: AuditEntry,
  db: DbOrTx = deps.db,
) {
  const who = entry.account ?? actor;
  await db.insert(auditLogs).values({
    userId: who.id,
    userName: who.name,
    userRole: who.role,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    details: entry.details ?? '',
    ipAddress: actor.ip,
    timestamp: deps.now(),
  });
}
