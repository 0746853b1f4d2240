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

export const CASH_OFFLINE = msg(
  'You are offline. The cash book shows the day as it was when this screen opened; another practice or day needs a connection.',
);
/** How a payment was taken, as the cash book names it (only cash at the desk, ADR 155). */
export const METHOD_LABEL: Record<string, string> = { cash: msg('Cash') };

/** A close's difference in words (ADR 155): cash counted against the member's receipts. */
export function differenceWords(difference: number): {
  text: string;
  tone: 'short' | 'over' | 'even';
} {
  if (difference < 0) return { text: msg('{amount} short'), tone: 'short' };
  if (difference > 0) return { text: msg('{amount} over'), tone: 'over' };
  return { text: msg('Matches the receipts'), tone: 'even' };
}
