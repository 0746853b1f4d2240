import { Link } from '@tanstack/react-router';
import { Badge } from '#app/components/ui/status-badge';
import { useT } from '#app/lib/i18n';
import { RELATIONSHIP_LABEL } from '#app/lib/labels';
import type { MirrorFamilyMember } from '#app/offline/collections/family-members';
import { WAITING_TO_SYNC } from '#app/offline/outbox';
import { GENDER_LABELS } from '../labels';

type Props = {
  member: MirrorFamilyMember;
  waiting: boolean;
  onEdit(): void;
  onRemove(): void;
};

/** One member in the list: who they are, and Edit, Emergency card and Remove. */
export function FamilyMemberCard({ member, waiting, onEdit, onRemove }: Props) {
  const t = useT();
  const headingId = `member-${member._id}`;
  return (
    <li className="card family-member" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>{member.name}</h2>
        <p className="row family-facts">
          <Badge tone="info">
            {t(RELATIONSHIP_LABEL[member.relationship] ?? member.relationship)}
          </Badge>
          {member.gender && <span>{t(GENDER_LABELS[member.gender] ?? member.gender)}</span>}
          {member.dateOfBirth && <span dir="ltr">{member.dateOfBirth}</span>}
          {member.bloodGroup && <span dir="ltr">{member.bloodGroup}</span>}
          {waiting && <Badge tone="warning">{t(WAITING_TO_SYNC)}</Badge>}
        </p>
      </div>
      <div className="row family-actions">
        <button
          type="button"
          className="btn btn-light"
          onClick={onEdit}
          aria-label={t('Edit {name}', { name: member.name })}
        >
          {t('Edit')}
        </button>
        <Link
          to="/patient/emergency-card"
          search={{ member: member._id }}
          className="btn btn-light"
          aria-label={t('Emergency Medical Card: {name}', { name: member.name })}
        >
          {t('Emergency Medical Card')}
        </Link>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={onRemove}
          aria-label={t('Remove {name}', { name: member.name })}
        >
          {t('Remove')}
        </button>
      </div>
    </li>
  );
}
