import * as v from 'valibot';
import { msg } from '#app/lib/i18n';
import type { AuditType } from '#shared/domain/audit-kinds';
import { isDateOnly } from '#shared/domain/date-only';
import { ADMIN_SEARCH_MAX } from '#shared/schemas/admin-records';

export const TYPE_OPTIONS: readonly { value: AuditType; label: string }[] = [
  { value: 'create', label: msg('Create') },
  { value: 'update', label: msg('Update') },
  { value: 'delete', label: msg('Delete') },
  { value: 'login', label: msg('Login') },
  { value: 'logout', label: msg('Logout') },
];

const lenient = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);
const text = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((s) => String(s).trim().slice(0, ADMIN_SEARCH_MAX)),
  v.transform((s) => s || undefined),
);

/** Audit Logs' filters and page as they live in the URL. */
export const LogFiltersSchema = v.object({
  search: lenient(text),
  type: lenient(v.picklist(TYPE_OPTIONS.map((o) => o.value))),
  date: lenient(v.pipe(v.string(), v.check(isDateOnly))),
  page: lenient(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type LogFilters = v.InferOutput<typeof LogFiltersSchema>;

/** The filters as GET /admin/logs takes them. */
export const toLogsQuery = (f: LogFilters) => ({
  search: f.search,
  type: f.type ?? 'all',
  date: f.date,
  page: f.page ?? 1,
});
