import { ApiError } from '#app/lib/api-client';
import { AUTH_MSG } from '../lib/messages';
import { authApi } from './auth-api';

/** What the reset link's check found; the route's loader answers it before the screen shows. */
export type ResetLinkCheck =
  | { kind: 'invalid'; message: string }
  | { kind: 'unverified'; offline: boolean }
  | { kind: 'valid' };

/** ADR 075's reset flow, first step: the token is checked (valid, invalid, or not reachable). */
export async function checkResetLink(token: string): Promise<ResetLinkCheck> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    return { kind: 'unverified', offline: true };
  }
  try {
    const result = await authApi.verifyResetToken(token);
    return result?.valid ? { kind: 'valid' } : { kind: 'invalid', message: AUTH_MSG.invalidToken };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return { kind: 'invalid', message: error.message || AUTH_MSG.invalidToken };
    }
    return { kind: 'unverified', offline: error instanceof ApiError && error.isNetworkError };
  }
}
