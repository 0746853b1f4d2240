import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { EmptyState } from '#app/components/ui/empty-state';
import { LastSynced } from '#app/components/ui/last-synced';
import { useNow } from '#app/hooks/use-now';
import { useT } from '#app/lib/i18n';
import { useOnline } from '#app/lib/use-online';
import { useMirrorAppointments } from '#app/offline/collections/appointments';
import { type MirrorFamilyMember, useFamilyMembers } from '#app/offline/collections/family-members';
import { syncEngine, usePendingIds } from '#app/offline/outbox';
import { useSyncStatus } from '#app/offline/sync-status';
import { familyAddKind, familyRemoveKind, familySaveKind } from '../api/family-kinds';
import { saveQueued } from '../api/save-profile';
import {
  MEMBER_ADDED,
  MEMBER_REMOVED,
  MEMBER_SAVE_FAILED,
  MEMBER_SAVED,
  upcomingFor,
} from '../family';
import { reportSave, useDraftSave } from '../hooks/use-draft-save';
import { MEMBER_SECTIONS } from '../labels';
import type { ProfileDraft } from '../profile-draft';
import { checkMemberDraft, toMemberDraft } from '../profile-form';
import { FamilyMemberCard } from './family-member-card';
import { ProfileForm } from './profile-form';
import { RemoveMemberDialog } from './remove-member-dialog';
import '../profile.css';

/** The member being edited (null id: a new one), with the version the edit began from. */
type Editing = { id: string | null; draft: ProfileDraft; base: string | undefined };

/**
 * The people the patient books for (ADR 095), read from the device so they can be added, edited
 * and removed offline; each change is queued and reaches the server once.
 */
export function FamilyScreen() {
  const t = useT();
  const members = useFamilyMembers();
  const appointments = useMirrorAppointments();
  const status = useSyncStatus('familyMembers');
  const online = useOnline();
  const pending = usePendingIds();
  const now = useNow();
  const [editing, setEditing] = useState<Editing | null>(null);
  const { errors, setErrors, busy, run } = useDraftSave();
  const [removing, setRemoving] = useState<MirrorFamilyMember | null>(null);

  useEffect(() => {
    void syncEngine.refresh('familyMembers');
  }, []);

  const edit = (member: MirrorFamilyMember | null) => {
    setErrors({});
    setEditing({
      id: member?._id ?? null,
      draft: toMemberDraft(member ?? {}),
      base: member?.updatedAt,
    });
  };

  async function save() {
    if (!editing) return;
    await run(
      checkMemberDraft(editing.draft, editing.base),
      async (update) => {
        const { updatedAt: _base, ...fields } = update;
        const result = editing.id
          ? await saveQueued(familySaveKind, { ...update, id: editing.id })
          : // The device names the member, so what is queued behind the add can name it too.
            await saveQueued(familyAddKind, { ...fields, id: crypto.randomUUID() });
        reportSave(result, editing.id ? MEMBER_SAVED : MEMBER_ADDED, MEMBER_SAVE_FAILED);
        setEditing(null);
      },
      MEMBER_SAVE_FAILED,
    );
  }

  async function remove(member: MirrorFamilyMember, upcoming: number) {
    const result = await saveQueued(familyRemoveKind, {
      id: member._id,
      name: member.name,
      confirm: upcoming > 0,
    });
    reportSave(result, MEMBER_REMOVED, MEMBER_SAVE_FAILED);
    setRemoving(null);
  }

  const upcomingOf = (member: MirrorFamilyMember) =>
    upcomingFor(appointments ?? [], member._id, now).length;

  return (
    <section className="page family-page" aria-labelledby="family-title">
      <div className="row family-head">
        <h1 id="family-title">{t('Family members')}</h1>
        <Link to="/patient/profile" className="btn btn-ghost">
          {t('Back to profile')}
        </Link>
      </div>
      <p className="muted">
        {t('Book appointments for the people you look after from your account.')}
      </p>
      <LastSynced
        status={status}
        online={online}
        onRetry={() => void syncEngine.refresh('familyMembers')}
      />
      {editing ? (
        <>
          <h2>
            {editing.id
              ? t('Edit {name}', { name: editing.draft.name ?? '' })
              : t('Add family member')}
          </h2>
          <ProfileForm
            draft={editing.draft}
            errors={errors}
            busy={busy}
            sections={MEMBER_SECTIONS}
            saveLabel={editing.id ? undefined : t('Add family member')}
            onChange={(path, value) =>
              setEditing((e) => (e ? { ...e, draft: { ...e.draft, [path]: value } } : e))
            }
            onSave={() => void save()}
            onCancel={() => setEditing(null)}
          />
        </>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => edit(null)}>
          {t('Add family member')}
        </button>
      )}
      {members === undefined ? (
        <p className="muted" role="status">
          {t('Loading…')}
        </p>
      ) : members.length === 0 ? (
        !editing && <EmptyState title={t('No family members yet')} />
      ) : (
        <ul className="family-list">
          {members.map((member) => (
            <FamilyMemberCard
              key={member._id}
              member={member}
              waiting={pending.has(member._id)}
              onEdit={() => edit(member)}
              onRemove={() => setRemoving(member)}
            />
          ))}
        </ul>
      )}
      {removing && (
        <RemoveMemberDialog
          name={removing.name}
          upcoming={upcomingOf(removing)}
          onConfirm={() => remove(removing, upcomingOf(removing))}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
