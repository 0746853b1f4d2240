import type { OutboxItem } from '#app/offline/local-db';
import { useSyncProblems } from '#app/offline/outbox';
import { PROFILE_SAVE_KIND, type ProfileSavePayload } from '../api/profile-kind';

export type RefusedSave = OutboxItem & { payload: ProfileSavePayload };

/**
 * The latest profile save the server refused (ADR 006: the user's text is kept until they choose).
 */
export function useRefusedSave(): RefusedSave | null {
  const problems = useSyncProblems();
  const saves = problems.filter((item) => item.kind === PROFILE_SAVE_KIND);
  return (saves.at(-1) as RefusedSave | undefined) ?? null;
}
