import { Badge } from '#app/components/ui/status-badge';
import { useT } from '#app/lib/i18n';
import type { DeskMember } from '#shared/schemas/desk';
import type { PracticeName } from '../api/desk-members-api';
import { MEMBER_STATUS } from '../labels';

type Props = {
  member: DeskMember;
  practices: PracticeName[];
  disabled: boolean;
  onChange(member: DeskMember): void;
  onRevoke(member: DeskMember): void;
};

/** One member of the doctor's front desk: who, where they work, and the two things to do. */
export function DeskMemberItem({ member, practices, disabled, onChange, onRevoke }: Props) {
  const t = useT();
  const status = MEMBER_STATUS[member.status];
  const names = member.practiceIds
    .map((id) => practices.find((p) => p._id === id)?.name)
    .filter((name): name is string => Boolean(name));
  return (
    <li className="card desk-member">
      <div className="desk-member-head">
        <h3>
          <bdi>{member.name}</bdi>
        </h3>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </div>
      <p className="desk-member-email">
        <bdi dir="ltr">{member.email}</bdi>
      </p>
      <p>
        {t('Works at:')} <bdi>{names.join(', ')}</bdi>
      </p>
      <div className="row desk-member-actions">
        <button
          type="button"
          className="btn btn-ghost"
          disabled={disabled}
          aria-label={t('Change the practices of {name}', { name: member.name })}
          onClick={() => onChange(member)}
        >
          {t('Change practices')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={disabled}
          aria-label={t('Revoke the access of {name}', { name: member.name })}
          onClick={() => onRevoke(member)}
        >
          {t('Revoke access')}
        </button>
      </div>
    </li>
  );
}
