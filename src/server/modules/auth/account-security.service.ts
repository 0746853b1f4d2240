import { and, eq, isNull, ne } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Deps } from '#server/context';
import { sessions, users } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { ApiError, conflict, notFound } from '#server/lib/errors';
import { hashPassword, verifyPassword } from '#server/lib/password';
import { composeMail } from '#shared/domain/mail-texts';
import {
  ACCOUNT_MSG,
  type ChangeEmailSchema,
  type ChangePasswordSchema,
} from '#shared/schemas/account';
import { audit } from '../audit/audit.service';
import { readerLanguage } from '../messaging/reader-language';
import { forgetEndedSessions } from '../push/push.service';
import { getSettings } from '../settings/settings.service';
import { EMAIL_TAKEN } from './auth.service';
import { mailProofLink } from './email-proof.service';
import { type Limit, releaseAttempt, takeAttempt } from './rate-limit';

/** Password checks of a signed-in account count like sign-in's (ADR 014): 5 wrong in 15 minutes. */
const passwordLimits = (userId: string, ip: string | null): Limit[] => [
  { bucket: `password-check:user:${userId}`, max: 5 },
  { bucket: `password-check:ip:${ip ?? 'unknown'}`, max: 20 },
];

/**
 * The signed-in account's row, once its password is proven. A wrong one is a 400 naming the
 * field, not a 401: the caller's session is fine, only the typed password is not.
 */
export async function confirmPassword(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
  password: string,
  field = 'password',
) {
  const { db, now } = deps;
  const attempt = await takeAttempt(db, passwordLimits(actor.id, actor.ip), now());
  const [user] = await db.select().from(users).where(eq(users.id, actor.id));
  if (!user) throw notFound('User');
  if (!(await verifyPassword(password, user.passwordHash))) {
    const message =
      field === 'currentPassword' ? ACCOUNT_MSG.wrongCurrentPassword : ACCOUNT_MSG.wrongPassword;
    throw new ApiError(400, message, {
      code: 'WRONG_PASSWORD',
      errors: [{ path: field, message }],
    });
  }
  await releaseAttempt(db, attempt);
  return user;
}

/**
 * POST /auth/change-password: the new password under the registration rules; every other session
 * ends (with its push subscriptions), this one stays, and the address is told (ADR 108).
 */
export async function changePassword(
  deps: Deps,
  actor: UserActor,
  sessionId: string,
  input: v.InferOutput<typeof ChangePasswordSchema>,
) {
  const { db, now, mailer } = deps;
  const user = await confirmPassword(deps, actor, input.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, user.id));
    return tx
      .update(sessions)
      .set({ endedAt: now(), endReason: 'password_changed' })
      .where(
        and(eq(sessions.userId, user.id), isNull(sessions.endedAt), ne(sessions.id, sessionId)),
      )
      .returning({ id: sessions.id });
  });
  await forgetEndedSessions(db, user.id, now());
  const { siteName } = await getSettings(db);
  const language = await readerLanguage(db, user.id, actor.language);
  await mailer.send({
    to: user.email,
    ...composeMail('passwordChanged', language, { name: user.name, siteName }),
    language,
  });
  await audit(deps, actor, {
    action: 'update',
    resource: 'user',
    resourceId: user.id,
    details: `Password changed; ${ended.length} other session(s) ended`,
  });
  return { otherSessionsEnded: ended.length };
}

/**
 * POST /auth/change-email: nothing changes until the link mailed to the new address is opened
 * (verify-email); the current address is told at once, so its owner hears of a change they did
 * not ask for.
 */
export async function requestEmailChange(
  deps: Deps,
  actor: UserActor,
  input: v.InferOutput<typeof ChangeEmailSchema>,
) {
  const { db, mailer } = deps;
  const user = await confirmPassword(deps, actor, input.password);
  if (input.newEmail === user.email) {
    throw new ApiError(400, ACCOUNT_MSG.sameEmail, {
      errors: [{ path: 'newEmail', message: ACCOUNT_MSG.sameEmail }],
    });
  }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.newEmail));
  if (taken) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
  await mailProofLink(deps, {
    userId: user.id,
    name: user.name,
    email: input.newEmail,
    purpose: 'change',
    language: actor.language,
  });
  const { siteName } = await getSettings(db);
  const language = await readerLanguage(db, user.id, actor.language);
  await mailer.send({
    to: user.email,
    ...composeMail('emailChangeRequested', language, {
      name: user.name,
      siteName,
      newEmail: input.newEmail,
    }),
    language,
  });
  await audit(deps, actor, {
    action: 'update',
    resource: 'user',
    resourceId: user.id,
    details: 'Email change requested; confirmation link sent to the new address',
  });
  return { pendingEmail: input.newEmail };
}
