import { api, errorMessage } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import type { AuditLogPage } from '#shared/schemas/admin-records';
import { type LogFilters, toLogsQuery } from '../filters';

export const LOGS_FAILED = msg('Failed to load audit logs');

export type LogsLoad = { page: AuditLogPage } | { failed: string };

export async function loadLogs(filters: LogFilters, signal: AbortSignal): Promise<LogsLoad> {
  try {
    return {
      page: await api.get<AuditLogPage>('/admin/logs', { query: toLogsQuery(filters), signal }),
    };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { failed: errorMessage(error, LOGS_FAILED) };
  }
}
