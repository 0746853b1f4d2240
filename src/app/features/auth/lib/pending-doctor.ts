import {
  homeFor,
  isSignedIn,
  type PendingDoctor,
  pendingDoctorStore,
  useSession,
} from '#app/lib/session';
import type { User } from '#shared/schemas/user';

export type PendingResolution = { redirectTo: string } | { pending: PendingDoctor };

const isPendingRecord = (r: Partial<PendingDoctor> | null): r is PendingDoctor =>
  Boolean(r && typeof r.name === 'string' && typeof r.email === 'string');

const isWaitingDoctor = (user: User | null) => user?.role === 'doctor' && !user.isVerified;

/**
 * Who /verification-pending is about (ADR 075): a signed-in verified user clears
 * the pending record and goes to their dashboard; with no pending record, to /sign-in.
 */
export function resolvePendingDoctor(): PendingResolution {
  const session = useSession.getState();
  if (isSignedIn(session) && !isWaitingDoctor(session.user)) {
    pendingDoctorStore.clear();
    return { redirectTo: homeFor(session.user!) };
  }
  const stored = pendingDoctorStore.get();
  if (isPendingRecord(stored)) return { pending: stored };
  const user = session.user;
  if (user && isWaitingDoctor(user)) {
    return {
      pending: { _id: user._id, name: user.name, email: user.email, createdAt: user.createdAt },
    };
  }
  return { redirectTo: '/sign-in' };
}
