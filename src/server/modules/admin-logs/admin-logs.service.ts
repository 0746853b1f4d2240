import { and, desc, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { auditLogs } from '#server/db/schema/index';
import { likePattern } from '#server/lib/like';
import { AUDIT_TYPE_ACTIONS } from '#shared/domain/audit-kinds';
import { clinicDayBounds } from '#shared/domain/slots';
import {
  ADMIN_LOGS_PAGE_SIZE,
  type AdminLogsQuery,
  type AuditLogEntry,
  type AuditLogPage,
} from '#shared/schemas/admin-records';

type Filters = Omit<AdminLogsQuery, 'page' | 'format'>;
type Row = typeof auditLogs.$inferSelect;

/** The Audit Logs filters: a type, a day on the clinic's calendar, a user name or action. */
function filterBy(query: Filters, zone: string): SQL | undefined {
  const where: SQL[] = [];
  if (query.type !== 'all')
    where.push(inArray(auditLogs.action, [...AUDIT_TYPE_ACTIONS[query.type]]));
  if (query.date) {
    const day = clinicDayBounds(query.date, zone);
    where.push(gte(auditLogs.timestamp, day.start), lt(auditLogs.timestamp, day.end));
  }
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(or(ilike(auditLogs.userName, pattern), ilike(auditLogs.action, pattern)) as SQL);
  }
  return and(...where);
}

const toEntry = (r: Row): AuditLogEntry => ({
  id: String(r.id),
  timestamp: r.timestamp.toISOString(),
  user: { name: r.userName, role: r.userRole },
  action: r.action,
  resource: r.resource,
  resourceId: r.resourceId,
  details: r.details,
  ipAddress: r.ipAddress,
});

const newestFirst = [desc(auditLogs.timestamp), desc(auditLogs.id)];

/** One page of 20, newest first. */
export async function listLogs(
  db: DbOrTx,
  query: AdminLogsQuery,
  zone: string,
): Promise<AuditLogPage> {
  const where = filterBy(query, zone);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLogs).where(where);
  const total = counted?.n ?? 0;
  const rows = await db
    .select()
    .from(auditLogs)
    .where(where)
    .orderBy(...newestFirst)
    .limit(ADMIN_LOGS_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_LOGS_PAGE_SIZE);
  return {
    logs: rows.map(toEntry),
    total,
    page: query.page,
    totalPages: Math.ceil(total / ADMIN_LOGS_PAGE_SIZE),
  };
}

/** Every entry the filters match, for the CSV export. */
export async function allLogs(db: DbOrTx, query: Filters, zone: string): Promise<AuditLogEntry[]> {
  const rows = await db
    .select()
    .from(auditLogs)
    .where(filterBy(query, zone))
    .orderBy(...newestFirst);
  return rows.map(toEntry);
}
