import type { Deps } from '#server/context';
import type { Actor } from '#server/lib/actor';
import { ApiError } from '#server/lib/errors';
import { burnPasswordCheck, verifyPassword } from '#server/lib/password';
import { DESK_MSG } from '#shared/schemas/desk';
import type { User } from '#shared/schemas/user';
import { audit } from '../audit/audit.service';
import { findUserByEmail, startSession, toUser } from './auth.service';
import { hasDeskPlace } from './desk-place';
import { clearFailures, loginLimits, releaseAttempt, takeAttempt } from './rate-limit';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const PENDING = 'Your account is pending verification. Please wait for admin approval.';
export const BLOCKED = 'Your account has been blocked. Please contact support.';

export type SignInAttempt = {
  email: string;
  password: string;
  /** The administrator's sign-in, which answers every other role as a wrong password. */
  adminOnly: boolean;
  /** The device's User-Agent, which the signed-in devices list shows. */
  userAgent: string | undefined;
};

/**
 * POST /auth/login and /auth/admin/login (ADR 003, ADR 014). A wrong password, an unknown e-mail
 * and (on the admin endpoint) a non-administrator all get the same 401 after one password hash,
 * so neither the answer nor its timing tells whether the e-mail is registered.
 */
export async function signIn(
  deps: Deps,
  actor: Actor,
  input: SignInAttempt,
): Promise<{ token: string; user: User }> {
  const { db, env, now } = deps;
  const { email, password, adminOnly } = input;
  // The buckets count by the caller's address: the actor's, read from the connection.
  const ip = actor.ip ?? 'unknown';
  const limit = loginLimits(email, ip);
  // The attempt is counted before the password is checked, and taken back if it was right.
  const attempt = await takeAttempt(db, limit, now());

  const row = await findUserByEmail(db, email);
  // A desk account invited but not yet accepted has no password (ADR 154): it costs the same.
  const passwordOk = row?.user.passwordHash
    ? await verifyPassword(password, row.user.passwordHash)
    : await burnPasswordCheck(password).then(() => false);
  if (!row || !passwordOk || (adminOnly && row.user.role !== 'admin')) {
    await audit(deps, actor, {
      action: 'login_failed',
      resource: 'session',
      details: `Failed sign-in for ${email}${adminOnly ? ' (administrator sign-in)' : ''}`,
      account: row
        ? { id: row.user.id, name: row.user.name, role: row.user.role }
        : { id: null, name: email, role: null },
    });
    throw new ApiError(401, INVALID_CREDENTIALS, { code: 'INVALID_CREDENTIALS' });
  }
  // The right password is no failure, whatever the account's state says next.
  await releaseAttempt(db, attempt);
  const { user, doctor } = row;
  const account = { id: user.id, name: user.name, role: user.role };
  const refuse = async (details: string, error: ApiError) => {
    await audit(deps, actor, {
      action: 'login_failed',
      resource: 'session',
      details,
      account,
    });
    throw error;
  };
  if (user.status === 'blocked') {
    await refuse('Blocked account', new ApiError(403, BLOCKED, { code: 'BLOCKED' }));
  }
  if (user.role === 'desk' && !(await hasDeskPlace(db, user.id))) {
    await refuse(
      'Desk access withdrawn',
      new ApiError(403, DESK_MSG.revoked, { code: 'DESK_REVOKED' }),
    );
  }
  if (user.role === 'doctor' && doctor?.verificationStatus === 'rejected') {
    const reason = doctor.rejectionReason || 'Application rejected by admin';
    await refuse(
      'Rejected doctor',
      new ApiError(403, `Your application was rejected: ${reason}`, {
        code: 'REJECTED',
        // The app words the refusal in the reader's language around the administrator's reason.
        extra: { reason },
      }),
    );
  }
  if (user.role === 'doctor' && (!user.isVerified || doctor?.verificationStatus !== 'verified')) {
    await refuse(
      'Pending verification',
      new ApiError(403, PENDING, {
        code: 'PENDING_VERIFICATION',
        extra: { pendingVerification: true, user: toUser(user, doctor) },
      }),
    );
  }
  await clearFailures(db, limit[0].bucket);
  await clearFailures(db, limit[2].bucket);
  const token = await startSession(db, {
    userId: user.id,
    role: user.role,
    secret: env.jwtSecret,
    now: now(),
    ip,
    userAgent: input.userAgent,
  });
  await audit(deps, actor, {
    action: 'login',
    resource: 'session',
    details: `Signed in as ${user.role}`,
    account,
  });
  return { token, user: toUser({ ...user, lastLogin: now() }, doctor) };
}
