import type * as v from 'valibot';
import { msg } from '#app/lib/i18n';
import { oneOf, searchParams, searchText } from '#app/lib/search-params';
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

/** Manage Users' filters as they live in the URL; values it does not know are dropped. */
export const UserFiltersSchema = searchParams({
  search: searchText(ADMIN_SEARCH_MAX),
  role: oneOf(ROLE_FILTERS),
  status: oneOf(STATUS_OPTIONS),
});
export type UserFilters = v.InferOutput<typeof UserFiltersSchema>;

/** The filters as GET /admin/users takes them. */
export const toUsersQuery = (f: UserFilters) => ({
  ...f,
  role: f.role ?? 'all',
  status: f.status ?? 'all',
});
