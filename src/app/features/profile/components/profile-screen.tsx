import { useEffect, useState } from 'react';
import { LoadFailed } from '#app/components/ui/load-failed';
import { useT } from '#app/lib/i18n';
import { useOnline } from '#app/lib/use-online';
import { useMirroredProfile } from '#app/offline/collections/profile';
import { syncEngine, usePendingFor } from '#app/offline/outbox';
import { useSyncStatus } from '#app/offline/sync-status';
import { saveProfile } from '../api/save-profile';
import { reportSave, useDraftSave } from '../hooks/use-draft-save';
import { type RefusedSave, useRefusedSave } from '../hooks/use-profile';
import { PROFILE_LOAD_FAILED, PROFILE_SAVE_FAILED, PROFILE_SAVED } from '../labels';
import { checkDraft, type ProfileDraft, toDraft } from '../profile-form';
import { ProfileForm } from './profile-form';
import { ProfileHeader } from './profile-header';
import { ProfileView } from './profile-view';
import { RefusedSaveNotice } from './refused-save';
import '../profile.css';
import { LastSynced } from '#app/components/ui/last-synced';

type Editing = {
  draft: ProfileDraft;
  /** The row's updatedAt when the edit began: the server refuses the save if its copy is newer. */
  base: string | undefined;
  /** A refused save whose text this edit restored; it is dropped once the edit is saved. */
  restoredFrom?: string;
};

/**
 * The patient's profile (ADR 076), read from the on-device mirror so it opens offline (ADR 006).
 */
export function ProfileScreen() {
  const t = useT();
  const profile = useMirroredProfile();
  const status = useSyncStatus('profile');
  const online = useOnline();
  const refused = useRefusedSave();
  const waiting = usePendingFor('profile');
  const [editing, setEditing] = useState<Editing | null>(null);
  const { errors, setErrors, busy, run } = useDraftSave();

  useEffect(() => {
    void syncEngine.refresh('profile');
  }, []);

  const retry = () => void syncEngine.refresh('profile');

  if (profile === undefined || (profile === null && !status.lastError)) {
    return (
      <section className="page profile-page">
        <p className="muted" role="status">
          {t('Loading profile…')}
        </p>
      </section>
    );
  }
  if (profile === null) {
    return (
      <section className="page profile-page">
        <LoadFailed message={PROFILE_LOAD_FAILED} onRetry={retry} />
      </section>
    );
  }

  const startEdit = (draft: ProfileDraft, restoredFrom?: string) => {
    setErrors({});
    setEditing({ draft, base: profile.updatedAt, restoredFrom });
  };

  const cancel = () => {
    setEditing(null);
    setErrors({});
    retry();
  };

  function restore(item: RefusedSave) {
    const { updatedAt: _old, ...text } = item.payload;
    startEdit(toDraft({ ...profile, ...text }), item.id);
  }

  async function save() {
    if (!editing) return;
    await run(
      checkDraft(editing.draft, editing.base),
      async (update) => {
        const result = await saveProfile(update);
        if (editing.restoredFrom) await syncEngine.dismiss(editing.restoredFrom);
        reportSave(result, PROFILE_SAVED, PROFILE_SAVE_FAILED);
        setEditing(null);
      },
      PROFILE_SAVE_FAILED,
    );
  }

  const showRefused = refused && refused.id !== editing?.restoredFrom;

  return (
    <section className="page profile-page" aria-labelledby="profile-title">
      <ProfileHeader
        profile={profile}
        editing={editing !== null}
        waiting={waiting}
        onToggle={() => (editing ? cancel() : startEdit(toDraft(profile)))}
      />
      <LastSynced status={status} online={online} onRetry={retry} />
      {showRefused && <RefusedSaveNotice refused={refused} onRestore={restore} />}
      {editing ? (
        <ProfileForm
          draft={editing.draft}
          errors={errors}
          busy={busy}
          onChange={(path, value) =>
            setEditing((e) => (e ? { ...e, draft: { ...e.draft, [path]: value } } : e))
          }
          onSave={() => void save()}
          onCancel={cancel}
        />
      ) : (
        <ProfileView profile={profile} />
      )}
    </section>
  );
}
