import { t } from '#app/lib/i18n';
import { familyMembers, putFamilyMember } from '#app/offline/collections/family-members';
import type { SyncKind } from '#app/offline/types';
import type {
  FamilyMember,
  FamilyMemberCreate,
  FamilyMemberUpdate,
} from '#shared/schemas/family-member';
import { rebaseWaiting } from './profile-kind';

export const FAMILY_ADD_KIND = 'familyMember.add';
export const FAMILY_SAVE_KIND = 'familyMember.save';
export const FAMILY_REMOVE_KIND = 'familyMember.remove';

/**
 * POST /family-members with the id this device chose (ADR 099): the member exists on the device
 * under the id the server will keep, so edits, removal and a booking queued behind the add name it
 * and wait for it (same entityId), and a repeated add answers the member unchanged.
 */
export type FamilyAddPayload = FamilyMemberCreate & { id: string };
export type FamilySavePayload = FamilyMemberUpdate & { id: string };
export type FamilyRemovePayload = { id: string; name: string; confirm: boolean };

export const familyAddKind: SyncKind<FamilyAddPayload, FamilyMember> = {
  name: FAMILY_ADD_KIND,
  method: 'POST',
  path: () => '/family-members',
  entityId: (p) => p.id,
  collection: familyMembers,
  async applyLocal(db, p, { userId, actedAt }) {
    // No updatedAt until the server answers: an edit made meanwhile has no version to go stale.
    const createdAt = new Date(actedAt).toISOString();
    await db.familyMembers.put({ ...p, _id: p.id, createdAt, userId });
  },
  async onSuccess(db, data, _p, { userId }) {
    await putFamilyMember(db, data, userId);
    await rebaseWaiting(db, userId, [FAMILY_SAVE_KIND], data?.updatedAt, data?._id);
  },
  describe: (p) => t('Add family member {name}', { name: p.name }),
};

export const familySaveKind: SyncKind<FamilySavePayload, FamilyMember> = {
  name: FAMILY_SAVE_KIND,
  method: 'PUT',
  path: (p) => `/family-members/${encodeURIComponent(p.id)}`,
  body: ({ id: _id, ...member }) => member,
  entityId: (p) => p.id,
  collection: familyMembers,
  async applyLocal(db, p, { userId }) {
    const { updatedAt: _base, id, ...fields } = p;
    const row = await db.familyMembers.get([userId, id]);
    // Shown at once; the row keeps the server's version until the server answers.
    if (row) await db.familyMembers.put({ ...row, ...fields });
  },
  async onSuccess(db, data, _p, { userId }) {
    await putFamilyMember(db, data, userId);
    await rebaseWaiting(db, userId, [FAMILY_SAVE_KIND], data?.updatedAt, data?._id);
  },
  describe: (p) => t('Save family member {name}', { name: p.name }),
};

export const familyRemoveKind: SyncKind<FamilyRemovePayload, unknown> = {
  name: FAMILY_REMOVE_KIND,
  method: 'DELETE',
  // confirm=true only when the patient said yes to the upcoming-appointment question (ADR 095).
  path: (p) => `/family-members/${encodeURIComponent(p.id)}?confirm=${p.confirm}`,
  body: () => undefined,
  entityId: (p) => p.id,
  collection: familyMembers,
  async applyLocal(db, p, { userId }) {
    await db.familyMembers.delete([userId, p.id]);
  },
  describe: (p) => t('Remove family member {name}', { name: p.name }),
};

export const KINDS = [familyAddKind, familySaveKind, familyRemoveKind];
