import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { emailTokens, users } from '#server/db/schema/index';
import type { Actor, UserActor } from '#server/lib/actor';
import { ApiError, conflict, notFound } from '#server/lib/errors';
import { composeMail } from '#shared/domain/mail-texts';
import { ACCOUNT_MSG, type VerifiedEmail } from '#shared/schemas/account';
import type { Language } from '#shared/schemas/notification-preferences';
import { audit } from '../audit/audit.service';
import { readerLanguage } from '../messaging/reader-language';
import { getSettings } from '../settings/settings.service';
import { EMAIL_TAKEN, hashToken, isUniqueViolation } from './auth.service';
import { takeAttempt } from './rate-limit';

/** ADR 108: a link proving an address works for 48 hours; resending is 3 an hour. */
export const EMAIL_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
export const RESEND_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 } as const;
export const RESEND_TOO_MANY =
  'You asked for the link several times in the last hour. Please try again later.';

type Proof = {
  userId: string;
  name: string;
  email: string;
  purpose: 'verify' | 'change';
  /** The language the reader's own request named, if any (ADR 148). */
  language?: Language;
};

const invalidLink = () =>
  new ApiError(400, ACCOUNT_MSG.invalidEmailToken, { code: 'INVALID_EMAIL_TOKEN' });

/** Stores a new link for the address and mails it there; earlier unused links of the same purpose die. */
export async function mailProofLink(deps: Pick<Deps, 'db' | 'env' | 'mailer' | 'now'>, p: Proof) {
  const { db, env, mailer, now } = deps;
  const token = randomBytes(32).toString('base64url');
  await db
    .update(emailTokens)
    .set({ usedAt: now() })
    .where(
      and(
        eq(emailTokens.userId, p.userId),
        eq(emailTokens.purpose, p.purpose),
        isNull(emailTokens.usedAt),
      ),
    );
  await db.insert(emailTokens).values({
    tokenHash: hashToken(token),
    userId: p.userId,
    purpose: p.purpose,
    email: p.email,
    createdAt: now(),
    expiresAt: new Date(now().getTime() + EMAIL_TOKEN_TTL_MS),
  });
  const { siteName } = await getSettings(db);
  const link = `${env.appUrl}/verify-email?token=${token}`;
  const language = await readerLanguage(db, p.userId, p.language);
  const key = p.purpose === 'verify' ? 'verifyEmail' : 'confirmNewEmail';
  await mailer.send({
    to: p.email,
    ...composeMail(key, language, { name: p.name, siteName, link }),
    language,
  });
}

/** POST /auth/resend-verification: a new link for an unconfirmed address, 3 an hour. */
export async function resendVerification(deps: Deps, actor: UserActor) {
  const { db, now } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, actor.id));
  if (!user) throw notFound('User');
  if (user.emailVerifiedAt) return { emailVerified: true };
  try {
    await takeAttempt(db, [{ bucket: `verify-resend:${user.id}`, ...RESEND_LIMIT }], now());
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      throw new ApiError(429, RESEND_TOO_MANY, { code: 'RATE_LIMITED', headers: error.headers });
    }
    throw error;
  }
  await mailProofLink(deps, {
    userId: user.id,
    name: user.name,
    email: user.email,
    purpose: 'verify',
    language: actor.language,
  });
  return { emailVerified: false };
}

/**
 * POST /auth/verify-email. A link works once; opening it again after it worked answers the same
 * success while the account still has that address confirmed (a second click, a mail scanner).
 * A change link switches the address if no other account took it meanwhile (409).
 */
export async function verifyEmail(deps: Deps, actor: Actor, token: string): Promise<VerifiedEmail> {
  const { db, now } = deps;
  const [row] = await db
    .select({ token: emailTokens, user: users })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(eq(emailTokens.tokenHash, hashToken(token)));
  if (!row || row.user.deletedAt) throw invalidLink();
  if (row.token.usedAt) {
    const same = row.user.email === row.token.email && row.user.emailVerifiedAt;
    if (same && row.user.emailVerifiedAt! >= row.token.createdAt) {
      return { email: row.user.email, emailVerified: true, changed: false };
    }
    throw invalidLink();
  }
  if (row.token.expiresAt <= now()) throw invalidLink();
  const changed = row.token.purpose === 'change' && row.token.email !== row.user.email;
  try {
    await db.transaction(async (tx) => {
      const [used] = await tx
        .update(emailTokens)
        .set({ usedAt: now() })
        .where(
          and(
            eq(emailTokens.tokenHash, row.token.tokenHash),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now()),
          ),
        )
        .returning();
      if (!used) throw invalidLink();
      if (changed) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, used.email), ne(users.id, used.userId)));
        if (taken) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
      }
      await tx
        .update(users)
        .set({ email: used.email, emailVerifiedAt: now(), updatedAt: now() })
        .where(eq(users.id, used.userId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw error;
  }
  await audit(deps, actor, {
    action: 'verify',
    resource: 'user',
    resourceId: row.user.id,
    details: changed ? 'Email address changed and confirmed' : 'Email address confirmed',
    account: { id: row.user.id, name: row.user.name, role: row.user.role },
  });
  return { email: row.token.email, emailVerified: true, changed };
}
