import { Fact } from '#app/components/ui/fact';
import { useT } from '#app/lib/i18n';
import { RELATIONSHIP_LABEL } from '#app/lib/labels';
import type { AppointmentFamilyMember } from '#shared/schemas/family-member';

type Member = AppointmentFamilyMember | null | undefined;

/**
 * "Ahmed Malik (Child)": the family member an appointment was booked for (ADR 095). Rows from
 * before issue 17 carry no `familyMember`; they, and the account holder's own, show nothing.
 */
export function useMemberLabel() {
  const t = useT();
  return (member: Member) =>
    member?.name
      ? `${member.name} (${t(RELATIONSHIP_LABEL[member.relationship] ?? member.relationship)})`
      : null;
}

/** The member as one fact of a card or the pass: "Patient: Ahmed Malik (Child)". */
export function BookedForFact({ member }: { member: Member }) {
  const t = useT();
  const label = useMemberLabel()(member);
  return label ? <Fact label={t('Patient')}>{label}</Fact> : null;
}

/** The member as a line under a list row: "For Ahmed Malik (Child)". */
export function BookedForLine({ member }: { member: Member }) {
  const t = useT();
  const label = useMemberLabel()(member);
  return label ? <p className="muted appt-for">{t('For {member}', { member: label })}</p> : null;
}
