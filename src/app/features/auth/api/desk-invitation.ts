import * as v from 'valibot';
import { ApiError, api } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import { DESK_MSG, type DeskInvitation, DeskTokenSchema } from '#shared/schemas/desk';

/** What the invitation link's check found; the route's loader answers it before the screen. */
export type DeskInvitationCheck =
  | { kind: 'invalid'; message: string }
  | { kind: 'unverified'; offline: boolean }
  | { kind: 'valid'; invitation: DeskInvitation };

export const DESK_INVITE_OFFLINE = msg(
  'You are offline. Accepting an invitation needs a connection.',
);
export const DESK_INVITE_CHECK_FAILED = msg('The invitation could not be checked.');
export const DESK_ACCEPT_FAILED = msg('The invitation could not be accepted. Please try again.');

/** A front desk invitation (ADR 154), checked as the reset link is: valid, invalid or unreachable. */
export async function checkDeskInvitation(token: string): Promise<DeskInvitationCheck> {
  // A link cut short is not worth a request: the server would say the same.
  if (!v.is(DeskTokenSchema, token))
    return { kind: 'invalid', message: DESK_MSG.invalidInvitation };
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    return { kind: 'unverified', offline: true };
  }
  try {
    const { invitation } = await api.get<{ invitation: DeskInvitation }>(
      `/desk/invitations/${encodeURIComponent(token)}`,
    );
    return { kind: 'valid', invitation };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
      return { kind: 'invalid', message: error.message || DESK_MSG.invalidInvitation };
    }
    return { kind: 'unverified', offline: error instanceof ApiError && error.isNetworkError };
  }
}

/** A new desk account's chosen password, or an existing one's own; answers its e-mail. */
export const acceptDeskInvitation = (token: string, password: string) =>
  api.post<{ email: string }>('/desk/accept', { token, password });
