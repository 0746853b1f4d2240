import { Suspense, useEffect, useState } from 'react';
import { LoadFailed } from '#app/components/ui/load-failed';
import '../doctor-profile.css';
import { LastSynced } from '#app/components/ui/last-synced';
import { Skeleton } from '#app/components/ui/skeleton';
import { Tabs } from '#app/components/ui/tabs';
import { errorMessage } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { useClinicSettings } from '#app/lib/public-settings';
import { toast } from '#app/lib/toasts';
import { useOnline } from '#app/lib/use-online';
import {
  type DoctorProfile,
  putProfile,
  useDoctorProfile,
} from '#app/offline/collections/schedule';
import { syncEngine } from '#app/offline/outbox';
import { useSyncStatus } from '#app/offline/sync-status';
import { useUserId } from '#app/offline/use-user-id';
import type { OutsideHoursBooking } from '#shared/schemas/doctor-profile';
import { saveDoctorProfile } from '../api/doctor-profile-api';
import { PROFILE_FIELDS, type ProfileTab, profileTabs } from '../profile-fields';
import { draftOf, type ProfileDraft, viewOf, withField } from '../profile-form';
import { OutsideHoursReport } from './outside-hours';
import { ProfileFieldView } from './profile-field';

export const SAVE_OFFLINE = msg('You are offline. Saving your profile needs a connection.');
export const LOAD_FAILED = msg('Failed to load profile');
/** ADR 114: the seed-era fields are the first clinic practice's. */
export const MIRROR_NOTE = msg(
  'Clinic name, fee, hours, address, city and phone here are those of your first clinic, {practice}. The Practices tab holds all your practices.',
);

/** /doctor/profile (ADR 080): read from the mirror, saved online (the server checks the fee). */
export function DoctorProfileScreen() {
  const t = useT();
  const profile = useDoctorProfile();
  const status = useSyncStatus('schedule');
  const online = useOnline();
  const retry = () => void syncEngine.refresh('schedule');
  useEffect(() => {
    void syncEngine.refresh('schedule');
  }, []);
  // With no copy on the device yet, a failed refresh leaves nothing to show but the failure.
  const failed = profile === null && status.lastError !== null && !status.refreshing;
  return (
    <section className="page doctor-profile stack">
      <h1>{t('Doctor Profile')}</h1>
      {profile ? (
        <>
          <LastSynced status={status} online={online} onRetry={retry} />
          <ProfileForm key={profile._id ?? 'profile'} profile={profile} />
        </>
      ) : failed ? (
        <LoadFailed message={LOAD_FAILED} onRetry={retry} />
      ) : (
        <Skeleton label={t('Loading…')} />
      )}
    </section>
  );
}

function ProfileForm({ profile }: { profile: DoctorProfile }) {
  const t = useT();
  const online = useOnline();
  const { consultationFeeRange } = useClinicSettings();
  const [tab, setTab] = useState<ProfileTab>('basic');
  const [editing, setEditing] = useState(false);
  const userId = useUserId();
  // The copy the draft was made from: its version goes with the save (ADR 114).
  const [base, setBase] = useState<DoctorProfile>(profile);
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [outside, setOutside] = useState<OutsideHoursBooking[]>([]);
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) =>
    setDraft((d) => withField(d, key, value));
  const shown = viewOf(draft);
  const withPractices = draft.practices.length > 0;
  const locked = !editing || saving;

  async function save() {
    setSaving(true);
    try {
      // ADR 130: the checks and their schemas load with the first save.
      const { buildUpdate } = await import('../profile-update');
      const built = await buildUpdate(base, draft, consultationFeeRange);
      if (!built.ok) return setErrors(built.errors);
      setErrors([]);
      const answer = await saveDoctorProfile(built.value);
      // The device copy holds what was saved at once (ADR 114), whether or not the sync
      // engine has started to refresh it (ADR 118).
      if (userId) await putProfile(userId, answer.data);
      setBase(answer.data);
      setOutside(answer.data.outsideHours ?? []);
      setEditing(false);
      if (answer.message) toast.success(t(answer.message));
      // A refresh already under way asked before this save: the device copy must not keep
      // the profile as it was, or the next edit would start from it and send it back.
      await syncEngine.refreshAfterChange('schedule');
    } catch (error) {
      setErrors([errorMessage(error, t('Failed to update profile'))]);
      // Changed elsewhere (409, ADR 114): fetch the profile as it is now, to reload from; a
      // refresh already running may have asked before the other change, so not just joined.
      if ((error as { status?: unknown }).status === 409) {
        void syncEngine.refreshAfterChange('schedule');
      }
    } finally {
      setSaving(false);
    }
  }

  function cancel() {
    setBase(profile);
    setDraft(draftOf(profile));
    setErrors([]);
    setEditing(false);
  }

  return (
    <form
      noValidate
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <OutsideHoursReport bookings={outside} />
      <div className="row">
        {editing ? (
          <>
            <button type="button" className="btn btn-ghost" onClick={cancel} disabled={saving}>
              {t('Cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={saving || !online}>
              {saving ? t('Saving...') : t('Save Changes')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              // Edit what the device holds now: the copy may have been refreshed since the
              // screen opened (hours changed on another device or on Manage Schedule), and a
              // draft made then would send the old hours back with any other change.
              setBase(profile);
              setDraft(draftOf(profile));
              setEditing(true);
            }}
          >
            {t('Edit Profile')}
          </button>
        )}
      </div>
      {editing && !online && <p role="status">{t(SAVE_OFFLINE)}</p>}
      {errors.length > 0 && (
        <div role="alert" className="field-error">
          {errors.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </div>
      )}
      <Tabs<ProfileTab>
        label={t('Doctor Profile')}
        tabs={profileTabs(withPractices).map((x) => ({ ...x, label: t(x.label) }))}
        selected={tab}
        onSelect={setTab}
      >
        <div className="stack">
          {withPractices && tab !== 'practices' && (
            <p className="muted">{t(MIRROR_NOTE, { practice: shown.clinicName })}</p>
          )}
          {PROFILE_FIELDS[tab].map((field) => (
            // A block that loads with its tab (ADR 130) keeps the fields around it on screen.
            <Suspense key={'key' in field ? field.key : field.kind} fallback={null}>
              <ProfileFieldView
                field={field}
                draft={shown}
                photoUrl={profile.profilePicture?.url}
                disabled={locked}
                onChange={set}
              />
            </Suspense>
          ))}
        </div>
      </Tabs>
    </form>
  );
}
