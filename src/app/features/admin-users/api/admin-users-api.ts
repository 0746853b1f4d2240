import { loadRecords } from '#app/components/records/records-load';
import { api } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import type { User, UserStatus } from '#shared/schemas/user';
import { toUsersQuery, type UserFilters } from '../filters';

/** Every user under the filters at once: the list is not paged by the server. */
export const loadUsers = (filters: UserFilters, signal: AbortSignal) =>
  loadRecords(async () => {
    const query = toUsersQuery(filters);
    return { rows: await api.get<User[]>('/admin/users', { query, signal }) };
  }, msg('Failed to load users'));

export const setUserStatus = (id: string, status: UserStatus) =>
  api.put<User>(`/admin/users/${encodeURIComponent(id)}/status`, { status });

/** Deletes an account on request, under the same rules as the user's own deletion. */
export const deleteUser = (id: string) =>
  api.delete<Record<string, never>>(`/admin/users/${encodeURIComponent(id)}`);
