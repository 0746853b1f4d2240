import type { Context } from 'hono';
import type { Language } from '#shared/schemas/notification-preferences';
import type { Role } from '#shared/schemas/user';
import { unauthenticated } from './errors';
import { clientIp } from './http';
import { requestLanguage } from './request-language';

/**
 * Who is acting, as services need it: the account (none for a visitor or a job) and the client
 * address the audit log records. Routes build it from the request; jobs and tests build it
 * themselves, so no service needs a request to run (ADR 093).
 */
export type Actor = {
  id: string | null;
  name: string | null;
  role: Role | 'system' | null;
  /** None for the server's own jobs. */
  ip: string | null;
  /** The language the request asked its answer in, when it named English or Urdu (ADR 148). */
  language?: Language;
};

/**
 * The `user` the authenticate middleware sets. Named here rather than imported with the server's
 * context type, which itself imports lib: lib stays below it.
 */
type SignedIn = { id: string; name: string; role: Role };

/** The actor of a request: the signed-in user, if any, and the caller's address. */
export function actorOf(c: Context): Actor {
  const user: SignedIn | undefined = c.get('user');
  return {
    id: user?.id ?? null,
    name: user?.name ?? null,
    role: user?.role ?? null,
    ip: clientIp(c),
    ...languageOf(c),
  };
}

/** A signed-in account acting: what services behind requireAuth or a role check take. */
export type UserActor = Actor & { id: string; name: string; role: Role };

/** The signed-in user as the actor; only behind requireAuth (401 otherwise, as currentUser). */
export function userActorOf(c: Context): UserActor {
  const user: SignedIn | undefined = c.get('user');
  if (!user) throw unauthenticated();
  return { id: user.id, name: user.name, role: user.role, ip: clientIp(c), ...languageOf(c) };
}

/** Only a request that names a language adds one, so other actors stay as they were. */
function languageOf(c: Context): { language?: Language } {
  const language = requestLanguage(c.req.header('accept-language'));
  return language ? { language } : {};
}

/** The server's own jobs (expiry, reminders): recorded as System, with no address. */
export const SYSTEM_ACTOR: Actor = { id: null, name: 'System', role: 'system', ip: null };
