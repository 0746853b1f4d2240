import type * as v from 'valibot';
import { DAY_AND_PAGE, recordsSearch } from '#app/components/records/records-search';
import { msg } from '#app/lib/i18n';
import { oneOf } from '#app/lib/search-params';
import type { AuditType } from '#shared/domain/audit-kinds';

export const TYPE_OPTIONS: readonly { value: AuditType; label: string }[] = [
  { value: 'create', label: msg('Create') },
  { value: 'update', label: msg('Update') },
  { value: 'delete', label: msg('Delete') },
  { value: 'login', label: msg('Login') },
  { value: 'logout', label: msg('Logout') },
];

/** Audit Logs' filters and page as they live in the URL. */
export const LogFiltersSchema = recordsSearch({ type: oneOf(TYPE_OPTIONS), ...DAY_AND_PAGE });
export type LogFilters = v.InferOutput<typeof LogFiltersSchema>;

/** The filters as GET /admin/logs takes them. */
export const toLogsQuery = (f: LogFilters) => ({ ...f, type: f.type ?? 'all', page: f.page ?? 1 });
