import { Link } from '@tanstack/react-router';
import { Avatar } from '#app/components/ui/avatar';
import { Badge } from '#app/components/ui/status-badge';
import { useT } from '#app/lib/i18n';
import type { MirrorProfile } from '#app/offline/collections/profile';
import { WAITING_TO_SYNC } from '#app/offline/outbox';
import { ltr } from '../labels';
import { ProfilePhoto } from './profile-photo';

type Props = {
  profile: MirrorProfile;
  editing: boolean;
  waiting: boolean;
  onToggle(): void;
};

/** Picture, name, e-mail, the Patient and Blood badges, and the Edit Profile / Cancel toggle. */
export function ProfileHeader({ profile, editing, waiting, onToggle }: Props) {
  const t = useT();
  const name = profile.name ?? '';
  return (
    <header className="card profile-header">
      <Avatar name={name} url={profile.profilePicture?.url} size={88} />
      <div className="profile-identity">
        <h1 id="profile-title">{name || t('My Profile')}</h1>
        <p className="muted">
          <span dir="ltr">{profile.email}</span>
        </p>
        <p className="row profile-badges">
          <Badge tone="info">{t('Patient')}</Badge>
          {profile.bloodGroup && (
            <Badge tone="danger">{t('Blood: {group}', { group: ltr(profile.bloodGroup) })}</Badge>
          )}
          {waiting && <Badge tone="warning">{t(WAITING_TO_SYNC)}</Badge>}
        </p>
        {!editing && <ProfilePhoto hasPicture={Boolean(profile.profilePicture?.url)} />}
      </div>
      <div className="profile-header-actions">
        <button
          type="button"
          className={`btn ${editing ? 'btn-ghost' : 'btn-primary'}`}
          onClick={onToggle}
        >
          {editing ? t('Cancel') : t('Edit Profile')}
        </button>
        {!editing && (
          <Link to="/patient/emergency-card" className="btn btn-light">
            {t('Emergency Medical Card')}
          </Link>
        )}
        {!editing && (
          <Link to="/patient/family" className="btn btn-light">
            {t('Family members')}
          </Link>
        )}
      </div>
    </header>
  );
}
