import { redirect } from '@tanstack/react-router';
import type { Role } from '#shared/schemas/user';
import { homeFor, isSignedIn, redirectStore, useSession } from '../stores/session';

/**
 * The route guard of section 2.2, for a role's layout route. It reads the stored session
 * only, so it works offline. The server checks every call itself; this is convenience.
 */
export function guard(allowed: Role[] | 'any', location: { href: string }) {
  const session = useSession.getState();
  if (!isSignedIn(session)) {
    redirectStore.set(location.href);
    throw redirect({ to: '/sign-in' });
  }
  const user = session.user!;
  if (user.role === 'doctor' && !user.isVerified) throw redirect({ to: '/verification-pending' });
  if (allowed !== 'any' && !allowed.includes(user.role)) throw redirect({ to: homeFor(user) });
}

/** A signed-in user who opens / goes to their dashboard. */
export function redirectSignedIn() {
  const session = useSession.getState();
  if (isSignedIn(session)) throw redirect({ to: homeFor(session.user!) });
}
