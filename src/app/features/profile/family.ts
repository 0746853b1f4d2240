import { msg } from '#app/lib/i18n';
import type { AppointmentRow } from '#app/offline/collections/appointments';

export const MEMBER_ADDED = msg('Family member added');
export const MEMBER_SAVED = msg('Family member saved');
export const MEMBER_REMOVED = msg('Family member removed');
export const MEMBER_SAVE_FAILED = msg('Failed to save family member');

/**
 * The member's appointments still ahead, as the device knows them: the server asks for
 * confirm=true when there are any (ADR 095), so the screen asks the patient first.
 */
export function upcomingFor(
  rows: readonly AppointmentRow[],
  memberId: string,
  now: number,
): AppointmentRow[] {
  return rows.filter(
    (a) =>
      a.familyMember?.id === memberId &&
      (a.status === 'pending' || a.status === 'scheduled') &&
      Date.parse(a.endTime) > now,
  );
}
