import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Role } from '#shared/schemas/user';
import type { AppEnv, AuthUser } from '../context';
import { sessions, users } from '../db/schema/index';
import { forbidden, unauthenticated } from '../lib/errors';
import { clientIp } from '../lib/http';
import { readSessionToken } from '../lib/session-token';

/**
 * Reads the bearer token, if any, and re-reads the session and user on every request,
 * so sign-out, reset and blocking take effect at once (ADR 014). A missing or bad token
 * leaves the request anonymous; requireAuth turns that into 401.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', undefined);
  const header = c.req.header('authorization');
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (token) {
    let touch: typeof sessions.$inferSelect | undefined;
    const { db, env, now } = c.get('deps');
    try {
      // Times are checked against the server's clock (deps.now), not the library's, so that a
      // moved clock (tests, expiry jobs) and the session row agree.
      const payload = await readSessionToken(token, env.jwtSecret);
      const at = now().getTime() / 1000;
      const fresh = typeof payload.exp === 'number' && payload.exp > at;
      const sid = fresh && typeof payload.sid === 'string' ? payload.sid : undefined;
      const rows = sid
        ? await db
            .select({ user: users, session: sessions })
            .from(sessions)
            .innerJoin(users, eq(users.id, sessions.userId))
            .where(eq(sessions.id, sid))
            .limit(1)
        : [];
      const row = rows[0];
      if (
        row &&
        !row.session.endedAt &&
        row.session.expiresAt > now() &&
        row.user.status !== 'blocked'
      ) {
        c.set('user', {
          id: row.user.id,
          name: row.user.name,
          email: row.user.email,
          role: row.user.role,
          status: row.user.status,
          isVerified: row.user.isVerified,
          sessionId: row.session.id,
        });
        touch = row.session;
      }
    } catch {
      // A bad or expired token is treated as no token.
    }
    if (touch) await touchSession(c, touch);
  }
  await next();
  // Personal answers, and anything from the auth endpoints (tokens), must not be kept by caches.
  if (c.get('user') || c.req.path.startsWith('/api/auth/')) c.header('Cache-Control', 'no-store');
});

export const LAST_SEEN_EVERY_MS = 60 * 1000;

/**
 * Signed-in devices show when and where each session was last seen. One write a minute per
 * session at most: the row just read says whether it is due, and the condition keeps parallel
 * requests from writing twice.
 */
async function touchSession(c: Context<AppEnv>, session: { id: string; lastSeenAt: Date | null }) {
  const { db, now, log } = c.get('deps');
  const at = now();
  const due = new Date(at.getTime() - LAST_SEEN_EVERY_MS);
  if (session.lastSeenAt && session.lastSeenAt > due) return;
  try {
    await db
      .update(sessions)
      .set({ lastSeenAt: at, ipAddress: clientIp(c) })
      .where(
        and(
          eq(sessions.id, session.id),
          or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, due)),
        ),
      );
  } catch (error) {
    // Bookkeeping only: the request itself goes on.
    log.error('could not note when a session was last seen', { error: String(error) });
  }
}

/** The signed-in user; only call behind requireAuth. */
export function currentUser(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  return user;
}

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthenticated();
  await next();
});

/** Signed in with one of the roles; the route guard in the app is only a convenience. */
export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthenticated();
    if (!roles.includes(user.role)) throw forbidden();
    await next();
  });
}

/**
 * A doctor the administrator has verified. Sign-in already refuses pending and rejected doctors
 * (ADR 003); this also refuses a session that outlived a verification withdrawn since.
 */
export const requireVerifiedDoctor = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  if (user.role !== 'doctor' || !user.isVerified) throw forbidden();
  await next();
});
