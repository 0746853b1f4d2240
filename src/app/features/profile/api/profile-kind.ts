import { t } from '#app/lib/i18n';
import { profile } from '#app/offline/collections/profile';
import type { MashwaraDb } from '#app/offline/local-db';
import type { SyncKind } from '#app/offline/types';
import type { PatientProfile, PatientProfileUpdate } from '#shared/schemas/patient';

export const PROFILE_SAVE_KIND = 'profile.save';

/**
 * A whole-profile save (PUT /auth/profile). `updatedAt` is the version the edit started from:
 * the server refuses the save with 409 when its copy is newer, and the screen keeps the text.
 */
export type ProfileSavePayload = PatientProfileUpdate;

/** The offline profile save (ADR 006). */
export const profileSaveKind: SyncKind<ProfileSavePayload, PatientProfile> = {
  name: PROFILE_SAVE_KIND,
  method: 'PUT',
  path: () => '/auth/profile',
  entityId: () => 'profile',
  collection: profile,
  async applyLocal(db, p, { userId }) {
    const { updatedAt: _base, ...fields } = p;
    const row = await db.profile.get(userId);
    // The row keeps the server's version: the edit is shown, the base stays what it was.
    await db.profile.put({ ...row, ...fields, userId });
  },
  async onSuccess(db, data, _p, { userId }) {
    if (data && typeof data === 'object') await db.profile.put({ ...data, userId });
    await rebaseWaiting(db, userId, [PROFILE_SAVE_KIND], data?.updatedAt);
  },
  describe: () => t('Save your profile'),
};

export const KINDS = [profileSaveKind];

/**
 * Saves queued after this one were edited on top of it, so they now start from the version the
 * server just wrote: without this, a second offline save would be refused as "changed elsewhere".
 * `entityId` narrows it to one record (a family member); the profile is one record a user.
 */
export async function rebaseWaiting(
  db: MashwaraDb,
  userId: string,
  kinds: readonly string[],
  version: string | undefined,
  entityId?: string,
) {
  if (!version) return;
  await db.outbox
    .where('userId')
    .equals(userId)
    .filter(
      (item) =>
        kinds.includes(item.kind) &&
        item.state === 'waiting' &&
        (entityId === undefined || item.entityId === entityId),
    )
    .modify((item) => {
      item.payload = { ...(item.payload as { updatedAt?: string }), updatedAt: version };
    });
}
