import { api } from '#app/lib/api-client';
import type { DeskInviteInput, DeskMember } from '#shared/schemas/desk';
import type { Practice } from '#shared/schemas/practice';

export type PracticeName = Pick<Practice, '_id' | 'kind' | 'name'>;

/** What the doctor's Front Desk screen shows: the members and the doctor's own practices. */
export type DeskMembersData = { members: DeskMember[]; practices: PracticeName[] };

/**
 * Online only: the front desk is managed with a connection (a list of members is no offline
 * need). The practices come from the doctor's own profile, which names them.
 */
export async function loadDeskMembers(signal?: AbortSignal): Promise<DeskMembersData> {
  const [{ members }, profile] = await Promise.all([
    api.get<{ members: DeskMember[] }>('/doctors/profile/desk-members', { signal }),
    api.get<{ practices?: PracticeName[] }>('/doctors/profile', { signal }),
  ]);
  return { members, practices: profile.practices ?? [] };
}

export const inviteDeskMember = (input: DeskInviteInput) =>
  api.post<{ member: DeskMember }>('/doctors/profile/desk-members', input);

export const changeDeskPractices = (id: string, practiceIds: string[]) =>
  api.put<{ member: DeskMember }>(`/doctors/profile/desk-members/${encodeURIComponent(id)}`, {
    practiceIds,
  });

export const revokeDeskMember = (id: string) =>
  api.delete<Record<string, never>>(`/doctors/profile/desk-members/${encodeURIComponent(id)}`);
