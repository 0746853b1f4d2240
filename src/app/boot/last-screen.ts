/**
 * The last screen, painted at boot (ADR 120). A returning user's own screen, as the app last
 * rendered it, painted before the app's JavaScript runs, inert, until the live screen has its
 * rows. This file runs on its own before `entry` (the build bundles it alone and the page loads it
 * as a classic script), so it imports nothing; the app imports its keys and shapes from here.
 *
 * The saved screens hold personal data: they live in local storage beside the session, one per
 * user, language and screen, and leave with the session (lib/last-screen.ts).
 */

const SCREEN_KEY_PREFIX = 'lastScreen:';
/** The element the saved screen is painted into, before the app's root. */
export const SHELL_ID = 'last-screen';
/** If the app has not taken over by then (it failed to load), the saved screen gives way anyway. */
export const GIVE_WAY_MS = 8000;
/** The longest a saved screen is kept, however long the session lasts (ADR 141). */
export const SCREEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type SavedScreen = {
  userId: string;
  locale: 'en' | 'ur';
  path: string;
  /** The address's query ('' or '?tab=completed'): a copy stands in only for the same view. */
  search: string;
  /** The screen's markup, made inert and stripped of ids (lib/last-screen.ts). */
  html: string;
  savedAt: number;
  /** When it stops being painted: the session's end, or 7 days after it was saved if sooner. */
  expiresAt: number;
  /** The session it was saved in (the token's `sid`): another session, even the same user's, paints nothing. */
  sessionId: string | null;
};

export const screenKey = (userId: string, locale: string, path: string) =>
  `${SCREEN_KEY_PREFIX}${userId}:${locale}:${path}`;

/** The screens saved: a returning user's own day. `/` opens on the role's dashboard. */
export const SAVED_PATHS: Record<string, readonly string[]> = {
  patient: ['/patient/dashboard', '/patient/appointments'],
  doctor: ['/doctor/dashboard', '/doctor/appointments'],
};

type StoredUser = { _id?: string; role?: string; isVerified?: boolean };

/** The session token's id and end (its `sid` and `exp`), read without checking: only the server trusts it. */
export function sessionOf(token: string | null): { id: string | null; endsAt: number | null } {
  try {
    const part = token?.split('.')[1];
    if (!part) return { id: null, endsAt: null };
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sid?: unknown;
      exp?: unknown;
    };
    return {
      id: typeof claims.sid === 'string' ? claims.sid : null,
      endsAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
    };
  } catch {
    return { id: null, endsAt: null };
  }
}

/** When a screen saved now, in this session, stops being painted (ADR 120). */
export function screenExpiry(token: string | null, savedAt: number): number {
  const { endsAt } = sessionOf(token);
  return Math.min(savedAt + SCREEN_MAX_AGE_MS, endsAt ?? Number.POSITIVE_INFINITY);
}

function read<T>(storage: Storage, key: string): T | null {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

/** The saved screen for this address, for the signed-in user in their language, if any. */
function screenFor(storage: Storage, path: string, search = ''): SavedScreen | null {
  const user = read<StoredUser>(storage, 'user');
  const token = storage.getItem('token');
  if (!token || !user?._id || !user.role) return null;
  if (user.role === 'doctor' && !user.isVerified) return null;
  const paths = SAVED_PATHS[user.role] ?? [];
  const wanted = path === '/' ? paths[0] : path;
  if (!wanted || !paths.includes(wanted)) return null;
  const locale = storage.getItem('lang') === 'ur' ? 'ur' : 'en';
  const saved = read<SavedScreen>(storage, screenKey(user._id, locale, wanted));
  if (!saved || saved.userId !== user._id || saved.locale !== locale || saved.path !== wanted) {
    return null;
  }
  if ((saved.search ?? '') !== (path === '/' ? '' : search)) return null;
  if ((saved.sessionId ?? null) !== sessionOf(token).id) return null;
  return saved;
}

/** Paints the saved screen for this address over the hidden root; true when it did. */
export function paintLastScreen(
  doc: Document,
  storage: Storage,
  path: string,
  search = '',
): boolean {
  forgetExpiredScreens(storage, Date.now());
  const saved = screenFor(storage, path, search);
  const root = doc.getElementById('root');
  if (!saved || !root) return false;
  const shell = doc.createElement('div');
  shell.id = SHELL_ID;
  shell.dataset.path = saved.path;
  // Inert: nothing in it can be focused, clicked or read out; the live screen is the real one.
  shell.setAttribute('inert', '');
  shell.innerHTML = saved.html;
  if (saved.locale === 'ur') {
    doc.documentElement.lang = 'ur';
    doc.documentElement.dir = 'rtl';
  }
  root.hidden = true;
  root.before(shell);
  setTimeout(() => giveWay(doc), GIVE_WAY_MS);
  return true;
}

/** The painted copy gives way when the app lands anywhere but the screen it shows. */
export function giveWayUnless(doc: Document, pathname: string): void {
  const shell = doc.getElementById(SHELL_ID);
  if (shell && shell.dataset.path !== pathname) giveWay(doc);
}

/** Removes the saved screen and shows the live one. */
export function giveWay(doc: Document): void {
  doc.getElementById(SHELL_ID)?.remove();
  const root = doc.getElementById('root');
  if (root) root.hidden = false;
}

/** Saved screens past their expiry, or saved before they had one, leave the device. */
export function forgetExpiredScreens(storage: Storage, now: number): void {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
  for (const key of keys) {
    if (!key.startsWith(SCREEN_KEY_PREFIX)) continue;
    const saved = read<Partial<SavedScreen>>(storage, key);
    if (!(typeof saved?.expiresAt === 'number' && saved.expiresAt > now)) storage.removeItem(key);
  }
}

/**
 * Sign-out and a change of user (lib/session.ts): the saved screens of everyone but `userId` (of
 * everyone, without one) leave the device, as the mirror's rows do (ADR 006), and a painted one
 * gives way.
 */
export function forgetScreens(doc: Document, storage: Storage, userId?: string): void {
  const own = userId ? `${SCREEN_KEY_PREFIX}${userId}:` : null;
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
  for (const key of keys) {
    if (key.startsWith(SCREEN_KEY_PREFIX) && !(own && key.startsWith(own))) {
      storage.removeItem(key);
    }
  }
  if (!userId) giveWay(doc);
}
