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
    await rebaseWaitingSaves(db, userId, data?.updatedAt);
  },
  describe: () => t('Save your profile'),
};

export const KINDS = [profileSaveKind];

/**
 * Saves queued after this one were edited on top of it, so they now start from the version the
 * server just wrote: without this, a second offline save would be refused as "changed elsewhere".
 */
async function rebaseWaitingSaves(db: MashwaraDb, userId: string, version: string | undefined) {
  if (!version) return;
  await db.outbox
    .where('userId')
    .equals(userId)
    .filter((item) => item.kind === PROFILE_SAVE_KIND && item.state === 'waiting')
    .modify((item) => {
      item.payload = { ...(item.payload as ProfileSavePayload), updatedAt: version };
    });
}
