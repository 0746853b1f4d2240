import { syncEngine } from '#app/offline/outbox';
import { saveProfile } from '../api/save-profile';
import { reportSave, useDraftSave } from '../hooks/use-draft-save';
import { PROFILE_SAVE_FAILED, PROFILE_SAVED } from '../labels';
import type { ProfileDraft } from '../profile-draft';
import { checkDraft } from '../profile-form';
import { ProfileForm } from './profile-form';

export type Editing = {
  draft: ProfileDraft;
  /** The row's updatedAt when the edit began: the server refuses the save if its copy is newer. */
  base: string | undefined;
  /** A refused save whose text this edit restored; it is dropped once the edit is saved. */
  restoredFrom?: string;
};

type Props = {
  editing: Editing;
  onChange(path: string, value: string): void;
  /** The save is queued or done: the view comes back. */
  onSaved(): void;
  onCancel(): void;
};

/**
 * The profile's edit form and its save: the form, its checks and the save load when the patient
 * edits, not with the profile's view (ADR 128).
 */
export function ProfileEditor({ editing, onChange, onSaved, onCancel }: Props) {
  const { errors, busy, run } = useDraftSave();

  async function save() {
    await run(
      checkDraft(editing.draft, editing.base),
      async (update) => {
        const result = await saveProfile(update);
        if (editing.restoredFrom) await syncEngine.dismiss(editing.restoredFrom);
        reportSave(result, PROFILE_SAVED, PROFILE_SAVE_FAILED);
        onSaved();
      },
      PROFILE_SAVE_FAILED,
    );
  }

  return (
    <ProfileForm
      draft={editing.draft}
      errors={errors}
      busy={busy}
      onChange={onChange}
      onSave={() => void save()}
      onCancel={onCancel}
    />
  );
}
