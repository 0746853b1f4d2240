import { useState } from 'react';
import '../doctor-profile.css';
import { LastSynced } from '#app/components/ui/last-synced';
import { Skeleton } from '#app/components/ui/skeleton';
import { Tabs } from '#app/components/ui/tabs';
import { errorMessage } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { useClinicSettings } from '#app/lib/public-settings';
import { refreshCollection, useSyncStatus } from '#app/lib/sync-queue';
import { useOnline } from '#app/lib/use-online';
import { toast } from '#app/stores/toasts';
import type { OutsideHoursBooking } from '#shared/schemas/doctor-profile';
import { type DoctorProfile, saveDoctorProfile } from '../api/doctor-profile-api';
import { useDoctorProfile } from '../hooks';
import { buildUpdate, draftOf, type ProfileDraft } from '../profile-form';
import { AvailabilityEditor } from './availability-editor';
import { DoctorPhoto } from './doctor-photo';
import { EntryList } from './list-editors';
import { OutsideHoursReport } from './outside-hours';
import { TextField } from './text-field';

type Tab = 'basic' | 'professional';
const TABS = [
  { id: 'basic', label: msg('Basic Info') },
  { id: 'professional', label: msg('Professional Details') },
] as const;
export const SAVE_OFFLINE = msg('You are offline. Saving your profile needs a connection.');

/** /doctor/profile (section 2): read from the mirror, saved online (the server checks the fee). */
export function DoctorProfileScreen() {
  const t = useT();
  const profile = useDoctorProfile();
  const status = useSyncStatus('schedule');
  const online = useOnline();
  if (profile === undefined) return <Skeleton label={t('Loading…')} />;
  return (
    <section className="doctor-profile stack">
      <h1>{t('Doctor Profile')}</h1>
      <LastSynced
        status={status}
        online={online}
        onRetry={() => void refreshCollection('schedule')}
      />
      {profile ? <ProfileForm key={profile._id ?? 'profile'} profile={profile} /> : null}
    </section>
  );
}

function ProfileForm({ profile }: { profile: DoctorProfile }) {
  const t = useT();
  const online = useOnline();
  const { consultationFeeRange } = useClinicSettings();
  const [tab, setTab] = useState<Tab>('basic');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [outside, setOutside] = useState<OutsideHoursBooking[]>([]);
  const set =
    <K extends keyof ProfileDraft>(key: K) =>
    (value: ProfileDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const locked = !editing || saving;

  async function save() {
    const built = buildUpdate(profile, draft, consultationFeeRange);
    if (!built.ok) return setErrors(built.errors);
    setErrors([]);
    setSaving(true);
    try {
      const answer = await saveDoctorProfile(built.value);
      setOutside(answer.data.outsideHours ?? []);
      setEditing(false);
      if (answer.message) toast.success(t(answer.message));
      await refreshCollection('schedule');
    } catch (error) {
      setErrors([errorMessage(error, t('Failed to update profile'))]);
    } finally {
      setSaving(false);
    }
  }

  function cancel() {
    setDraft(draftOf(profile));
    setErrors([]);
    setEditing(false);
  }

  const fee = consultationFeeRange;
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
          <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
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
      <Tabs<Tab>
        label={t('Doctor Profile')}
        tabs={TABS.map((x) => ({ ...x, label: t(x.label) }))}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'basic' ? (
          <div className="stack">
            <DoctorPhoto name={draft.name} url={profile.profilePicture?.url} />
            <TextField
              label={t('Full Name')}
              value={draft.name}
              disabled={locked}
              onChange={set('name')}
            />
            <TextField
              label={t('Phone')}
              value={draft.phone}
              disabled={locked}
              onChange={set('phone')}
            />
            <TextField
              label={t('About')}
              value={draft.about}
              disabled={locked}
              onChange={set('about')}
              multiline
            />
          </div>
        ) : (
          <div className="stack">
            <TextField
              label={t('Specialization')}
              value={draft.specialization}
              disabled={locked}
              onChange={set('specialization')}
              required
            />
            <TextField
              label={t('Qualifications')}
              value={draft.qualifications}
              disabled={locked}
              onChange={set('qualifications')}
              required
            />
            <TextField
              label={t('Clinic Name')}
              value={draft.clinicName}
              disabled={locked}
              onChange={set('clinicName')}
              required
            />
            <TextField
              label={t('Years of Experience')}
              value={draft.experience}
              disabled={locked}
              onChange={set('experience')}
              required
              numeric
            />
            <TextField
              label={t('License Number')}
              value={draft.licenseNumber}
              disabled={locked}
              onChange={set('licenseNumber')}
              required
            />
            <TextField
              label={t('Consultation Fee (PKR)')}
              help={t('{min}-{max} PKR', { min: fee.min, max: fee.max })}
              value={draft.consultationFee}
              disabled={locked}
              onChange={set('consultationFee')}
              numeric
            />
            <AvailabilityEditor
              value={draft.availability}
              disabled={locked}
              onChange={set('availability')}
            />
            <EntryList
              kind="education"
              items={draft.education}
              disabled={locked}
              onChange={set('education')}
            />
            <EntryList
              kind="certifications"
              items={draft.certifications}
              disabled={locked}
              onChange={set('certifications')}
            />
            <TextField
              label={t('Services (one per line)')}
              value={draft.services}
              disabled={locked}
              onChange={set('services')}
              multiline
            />
            <TextField
              label={t('Languages (one per line)')}
              value={draft.languages}
              disabled={locked}
              onChange={set('languages')}
              multiline
            />
          </div>
        )}
      </Tabs>
    </form>
  );
}
