import { ApiError, NETWORK_ERROR } from '#app/lib/api-client';
import { msg, t } from '#app/lib/i18n';
import { homeFor, pendingDoctorStore, redirectStore, useSession } from '#app/lib/session';
import type { User } from '#shared/schemas/user';
import { authApi } from './auth-api';

export const SIGN_IN_MSG = {
  failed: msg('Failed to sign in'),
  credentials: msg('Failed to sign in. Please check your credentials.'),
  offline: msg('You are offline. Signing in needs a connection.'),
  rejected: msg('Your application was rejected: {reason}'),
} as const;

export type SignInOutcome =
  /** Signed in: go to `to` (the saved redirect-after-login path, else the role's dashboard). */
  | { kind: 'signed-in'; to: string; user: User }
  /** A doctor waiting for verification: the pending record is stored. */
  | { kind: 'pending' }
  | { kind: 'failed'; message: string; offline: boolean };

/**
 * ADR 075's sign-in: POST /auth/login only (ADR 003, no retry against the admin endpoint).
 * Success stores token and user and clears any pending record; a pendingVerification answer
 * stores the pending user.
 */
export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    return { kind: 'failed', message: NETWORK_ERROR, offline: true };
  }
  try {
    const { data } = await authApi.login(email, password);
    if (!data?.token || !data.user) throw new Error('Sign-in answer without token or user');
    useSession.getState().setSession(data.token, data.user);
    pendingDoctorStore.clear();
    return { kind: 'signed-in', to: redirectStore.take() ?? homeFor(data.user), user: data.user };
  } catch (error) {
    if (error instanceof ApiError && error.pendingVerification && error.body?.user) {
      const user = error.body.user as User;
      pendingDoctorStore.set({
        _id: user._id,
        name: user.name,
        email: user.email,
        createdAt: user.createdAt,
      });
      return { kind: 'pending' };
    }
    return { kind: 'failed', message: signInMessage(error), offline: isNetwork(error) };
  }
}

const isNetwork = (error: unknown) => error instanceof ApiError && error.isNetworkError;

/** ADR 078: the server's message, else 'Failed to sign in', else the credentials hint. */
export function signInMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return error.message;
    const reason = error.body?.reason;
    if (error.body?.code === 'REJECTED' && typeof reason === 'string') {
      return t(SIGN_IN_MSG.rejected, { reason });
    }
    return error.body?.message || SIGN_IN_MSG.failed;
  }
  return SIGN_IN_MSG.credentials;
}
