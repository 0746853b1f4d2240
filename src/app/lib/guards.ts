import { redirect } from '@tanstack/react-router';
import type { Role } from '#shared/schemas/user';
import type { SessionSnapshot } from './router-context';
import { homeFor, isSignedIn, redirectStore } from './session';

/**
 * The route guard of ADR 075, for a role's layout route. It reads the session the router
 * context holds (the stored one), so it works offline. The server checks every call itself;
 * this is convenience.
 */
export function guard(
  session: SessionSnapshot,
  allowed: Role[] | 'any',
  location: { href: string },
) {
  if (!isSignedIn(session)) {
    redirectStore.set(location.href);
    throw redirect({ to: '/sign-in' });
  }
  const user = session.user!;
  if (user.role === 'doctor' && !user.isVerified) throw redirect({ to: '/verification-pending' });
  if (allowed !== 'any' && !allowed.includes(user.role)) throw redirect({ to: homeFor(user) });
}

/** A signed-in user who opens / goes to their dashboard. */
export function redirectSignedIn(session: SessionSnapshot) {
  if (isSignedIn(session)) throw redirect({ to: homeFor(session.user!) });
}
