import { loadRecords } from '#app/components/records/records-load';
import { api } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import type { AuditLogPage } from '#shared/schemas/admin-records';
import { type LogFilters, toLogsQuery } from '../filters';

export const loadLogs = (filters: LogFilters, signal: AbortSignal) =>
  loadRecords(async () => {
    const query = toLogsQuery(filters);
    const { logs: rows, ...paging } = await api.get<AuditLogPage>('/admin/logs', { query, signal });
    return { rows, paging };
  }, msg('Failed to load audit logs'));
