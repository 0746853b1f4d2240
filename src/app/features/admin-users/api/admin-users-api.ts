import { api, errorMessage } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import type { User, UserStatus } from '#shared/schemas/user';
import { toUsersQuery, type UserFilters } from '../filters';

export const USERS_FAILED = msg('Failed to load users');

/** The route loader's answer: the users, or the words of the failure (shown with Retry). */
export type UsersLoad = { users: User[] } | { failed: string };

export async function loadUsers(filters: UserFilters, signal: AbortSignal): Promise<UsersLoad> {
  try {
    return {
      users: await api.get<User[]>('/admin/users', { query: toUsersQuery(filters), signal }),
    };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { failed: errorMessage(error, USERS_FAILED) };
  }
}

export const setUserStatus = (id: string, status: UserStatus) =>
  api.put<User>(`/admin/users/${encodeURIComponent(id)}/status`, { status });
