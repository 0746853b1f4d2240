import { Suspense, useEffect, useState } from 'react';
import { LoadFailed } from '#app/components/ui/load-failed';
import { useT } from '#app/lib/i18n';
import { lazyNamed } from '#app/lib/lazy-named';
import { useOnline } from '#app/lib/use-online';
import { useMirroredProfile } from '#app/offline/collections/profile';
import { syncEngine, usePendingFor } from '#app/offline/outbox';
import { useSyncStatus } from '#app/offline/sync-status';
import { type RefusedSave, useRefusedSave } from '../hooks/use-profile';
import { PROFILE_LOAD_FAILED } from '../labels';
import { type ProfileDraft, toDraft } from '../profile-draft';
import type { Editing } from './profile-editor';
import { ProfileHeader } from './profile-header';
import { ProfileView } from './profile-view';
import { RefusedSaveNotice } from './refused-save';
import '../profile.css';
import { LastSynced } from '#app/components/ui/last-synced';

// The form, its checks and its save load when the patient edits (ADR 128).
const ProfileEditor = lazyNamed(() => import('./profile-editor'), 'ProfileEditor');

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
  // Each edit starts with a fresh form (no messages of an earlier one).
  const [edits, setEdits] = useState(0);

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
    setEdits((n) => n + 1);
    setEditing({ draft, base: profile.updatedAt, restoredFrom });
  };

  const cancel = () => {
    setEditing(null);
    retry();
  };

  function restore(item: RefusedSave) {
    const { updatedAt: _old, ...text } = item.payload;
    startEdit(toDraft({ ...profile, ...text }), item.id);
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
        <Suspense fallback={null}>
          <ProfileEditor
            key={edits}
            editing={editing}
            onChange={(path, value) =>
              setEditing((e) => (e ? { ...e, draft: { ...e.draft, [path]: value } } : e))
            }
            onSaved={() => setEditing(null)}
            onCancel={cancel}
          />
        </Suspense>
      ) : (
        <ProfileView profile={profile} />
      )}
    </section>
  );
}
