import { useFamilyMember, useFamilyMembers } from '#app/offline/collections/family-members';
import { WhoFor } from './who-for';

/**
 * The wizard's family parts, read from the device's copy: a chunk of their own, loaded when a
 * signed-in patient reaches them, so the public doctor page does not carry the device's database.
 */

/** Who the appointment is for: asked only of an account with members. */
export function AskWhoFor({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (familyMemberId: string | null) => void;
}) {
  const members = useFamilyMembers();
  if (!members?.length) return null;
  return <WhoFor members={members} value={value} onChange={onChange} />;
}

/** The member's name as this device holds it. */
export function BookedForName({ id }: { id: string }) {
  return <>{useFamilyMember(id)?.name ?? ''}</>;
}
