import { and, eq, gt, isNull } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { createRouter } from '#server/context';
import { passwordResetTokens, users } from '#server/db/schema/index';
import { actorOf } from '#server/lib/actor';
import { ApiError } from '#server/lib/errors';
import { clientIp, ok } from '#server/lib/http';
import { hashPassword } from '#server/lib/password';
import { validate } from '#server/lib/validate';
import { composeMail } from '#shared/domain/mail-texts';
import { ForgotPasswordSchema, ResetPasswordSchema, ResetTokenSchema } from '#shared/schemas/auth';
import { audit } from '../audit/audit.service';
import { readerLanguage } from '../messaging/reader-language';
import { getSettings } from '../settings/settings.service';
import {
  createResetToken,
  endSessions,
  findUserByEmail,
  findValidResetToken,
  hashToken,
} from './auth.service';
import { clearFailures, limits, loginLimits, takeAttempt } from './rate-limit';

export const FORGOT_ANSWER =
  'If an account exists for this email, a password reset link has been sent to it.';
export const INVALID_RESET = 'Invalid or expired reset token';

const doc = (summary: string) => describeRoute({ tags: ['Auth'], summary });
const invalidReset = () => new ApiError(400, INVALID_RESET, { code: 'INVALID_RESET_TOKEN' });

/** forgot-password, verify-reset-token and reset-password under /api/auth (ADR 004). */
export const passwordResetRoutes = createRouter();

passwordResetRoutes.post(
  '/forgot-password',
  doc('Send a password reset link (same answer whether or not the account exists)'),
  validate('json', ForgotPasswordSchema),
  async (c) => {
    const { email } = c.req.valid('json');
    const { db, env, mailer, now } = c.get('deps');
    // Every request counts, known e-mail or not, so the limit itself reveals nothing.
    await takeAttempt(db, limits('forgot', email, clientIp(c)), now());
    // Read for every request, known e-mail or not, so the time it takes reveals nothing.
    const { siteName } = await getSettings(db);
    const row = await findUserByEmail(db, email);
    if (row && row.user.status !== 'blocked') {
      const token = await createResetToken(db, row.user.id, now());
      const language = await readerLanguage(db, row.user.id, actorOf(c).language);
      const link = `${env.appUrl}/reset-password/${token}`;
      await mailer.send({
        to: row.user.email,
        ...composeMail('passwordReset', language, { name: row.user.name, siteName, link }),
        language,
      });
    }
    return ok(c, {}, { message: FORGOT_ANSWER });
  },
);

passwordResetRoutes.get(
  '/verify-reset-token/:token',
  doc('Check a reset token: {valid: true}, else 400'),
  validate('param', v.object({ token: ResetTokenSchema })),
  async (c) => {
    const { token } = c.req.valid('param');
    const { db, now } = c.get('deps');
    if (!(await findValidResetToken(db, token, now()))) throw invalidReset();
    return ok(c, { valid: true });
  },
);

passwordResetRoutes.post(
  '/reset-password',
  doc('Choose a new password with a reset token (once, within 1 hour); ends every session'),
  validate('json', ResetPasswordSchema),
  async (c) => {
    const { token, password } = c.req.valid('json');
    const { db, now } = c.get('deps');
    if (!(await findValidResetToken(db, token, now()))) throw invalidReset();
    const passwordHash = await hashPassword(password);
    const userId = await db.transaction(async (tx) => {
      // One conditional update marks the token used, so it works once even when two resets race.
      const [used] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashToken(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now()),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!used) return null;
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: now() })
        .where(eq(users.id, used.userId));
      await endSessions(tx, used.userId, 'password_reset', now());
      // Other links sent earlier die with this one.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now() })
        .where(
          and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)),
        );
      return used.userId;
    });
    if (!userId) throw invalidReset();
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    // The owner of the mailbox may sign in at once, even after others' failed attempts.
    const [atAddress, , account] = loginLimits(user.email, clientIp(c));
    await clearFailures(db, atAddress.bucket);
    await clearFailures(db, account.bucket);
    await audit(c.get('deps'), actorOf(c), {
      action: 'update',
      resource: 'user',
      resourceId: userId,
      details: 'Password reset; every session ended',
      account: { id: user.id, name: user.name, role: user.role },
    });
    return ok(c, {}, { message: 'Your password has been reset. Please sign in.' });
  },
);
