import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { doctors, passwordResetTokens, sessions, users } from '#server/db/schema/index';
import { signSessionToken } from '#server/lib/session-token';
import type { User } from '#shared/schemas/user';
import { forgetEndedSessions } from '../push/push.service';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;
type DoctorRow = typeof doctors.$inferSelect;

/** The User shape of /api/openapi.json. */
export function toUser(
  user: UserRow,
  doctor?: Pick<DoctorRow, 'specialization' | 'verificationStatus'> | null,
): User {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    isVerified: user.isVerified,
    status: user.status,
    ...(doctor
      ? { specialty: doctor.specialization, verificationStatus: doctor.verificationStatus }
      : {}),
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
  };
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ user: users, doctor: doctors })
    .from(users)
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function startSession(
  db: Db,
  options: {
    userId: string;
    role: string;
    secret: string;
    now: Date;
    ip: string;
    userAgent?: string;
  },
) {
  const expiresAt = new Date(options.now.getTime() + SESSION_TTL_MS);
  const [session] = await db
    .insert(sessions)
    .values({
      userId: options.userId,
      createdAt: options.now,
      expiresAt,
      ipAddress: options.ip,
      userAgent: options.userAgent?.slice(0, 300),
    })
    .returning({ id: sessions.id });
  const token = await signSessionToken(
    {
      sub: options.userId,
      sid: session.id,
      role: options.role,
      iat: Math.floor(options.now.getTime() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
    },
    options.secret,
  );
  await db.update(users).set({ lastLogin: options.now }).where(eq(users.id, options.userId));
  return token;
}

/** Ends every open session of a user: sign-out everywhere after a reset or a block (ADR 014). */
export async function endSessions(db: DbOrTx, userId: string, reason: string, now: Date) {
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
  await forgetEndedSessions(db, userId, now);
}

/** A unique index refused the row: two writers raced for one e-mail. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createResetToken(db: Db, userId: string, now: Date) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
  });
  return token;
}

export async function findValidResetToken(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}
