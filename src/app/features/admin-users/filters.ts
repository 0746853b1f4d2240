import type * as v from 'valibot';
import { recordsSearch } from '#app/components/records/records-search';
import { msg } from '#app/lib/i18n';
import { oneOf } from '#app/lib/search-params';

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
export const UserFiltersSchema = recordsSearch({
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
