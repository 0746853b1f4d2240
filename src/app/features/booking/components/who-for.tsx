import { useT } from '#app/lib/i18n';
import { RELATIONSHIP_LABEL } from '#app/lib/labels';
import type { MirrorFamilyMember } from '#app/offline/collections/family-members';

type Props = {
  /** The account holder's members from the device, so the choice is there offline too. */
  members: readonly MirrorFamilyMember[];
  value: string | null;
  onChange(familyMemberId: string | null): void;
};

/** "Who is this appointment for?": Myself first, then each family member (ADR 095). */
export function WhoFor({ members, value, onChange }: Props) {
  const t = useT();
  const options = [
    { id: null, label: t('Myself') },
    ...members.map((m) => ({
      id: m._id,
      label: `${m.name} (${t(RELATIONSHIP_LABEL[m.relationship] ?? m.relationship)})`,
    })),
  ];
  return (
    <fieldset className="field booking-for">
      <legend>{t('Who is this appointment for?')}</legend>
      {options.map((o) => (
        <label key={o.id ?? 'self'} className="booking-for-option">
          <input
            type="radio"
            name="booking-for"
            checked={value === o.id}
            onChange={() => onChange(o.id)}
          />{' '}
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
