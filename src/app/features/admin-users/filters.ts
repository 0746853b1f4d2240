import * as v from 'valibot';
import { msg } from '#app/lib/i18n';
import { ADMIN_SEARCH_MAX } from '#shared/schemas/admin-records';

export const ROLE_FILTERS = [
  { value: 'patient', label: msg('Patient') },
  { value: 'doctor', label: msg('Doctor') },
] as const;

export const STATUS_OPTIONS = [
  { value: 'active', label: msg('Active') },
  { value: 'blocked', label: msg('Blocked') },
  { value: 'pending', label: msg('Pending') },
] as const;

const lenient = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);
// The router reads `?search=123` as a number.
const text = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((s) => String(s).trim().slice(0, ADMIN_SEARCH_MAX)),
  v.transform((s) => s || undefined),
);

/** Manage Users' filters as they live in the URL; values it does not know are dropped. */
export const UserFiltersSchema = v.object({
  search: lenient(text),
  role: lenient(v.picklist(ROLE_FILTERS.map((o) => o.value))),
  status: lenient(v.picklist(STATUS_OPTIONS.map((o) => o.value))),
});
export type UserFilters = v.InferOutput<typeof UserFiltersSchema>;

/** The filters as GET /admin/users takes them. */
export const toUsersQuery = (f: UserFilters) => ({
  search: f.search,
  role: f.role ?? 'all',
  status: f.status ?? 'all',
});
