import { msg } from '#app/lib/i18n';
import type { DeskMemberStatus } from '#shared/schemas/desk';

export const DESK_TITLE = msg('Front Desk');
export const DESK_OFFLINE = msg(
  'You are offline. Your front desk can only be changed with a connection.',
);
export const INVITE_FAILED = msg('The invitation could not be sent. Please try again.');
export const PRACTICES_SAVED = msg('Practices saved');
export const SAVE_FAILED = msg('The practices could not be saved. Please try again.');
export const REVOKED = msg('Access revoked');
export const REVOKE_FAILED = msg('Access could not be revoked. Please try again.');

export const MEMBER_STATUS: Record<
  DeskMemberStatus,
  { label: string; tone: 'warning' | 'success' }
> = {
  invited: { label: msg('Invited'), tone: 'warning' },
  active: { label: msg('Active'), tone: 'success' },
};
