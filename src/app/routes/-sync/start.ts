import { followLanguage } from '#app/features/notification-preferences/api/follow-language';
import { followLanguageForPush } from '#app/lib/push-language';
import { useSession } from '#app/lib/session';
import { syncEngine } from '#app/offline/outbox';
import { startOffline as startEngine } from '#app/offline/register';
import { collectionsFor } from '#app/offline/role-collections';
import type { SyncKind } from '#app/offline/types';
import type { Role } from '#shared/schemas/user';

// The root shows the sync's problems from this module too (ADR 156): one file to fetch at start.
export { SyncProblems } from '#app/features/sync/components/sync-problems';

type Kinds = readonly SyncKind<never, never>[];

/**
 * The change kinds each role's screens queue, one module per role, loaded for the signed-in role
 * only (ADR 118): a patient's start never downloads the doctor's sync code, nor a doctor's the
 * patient's, and it asks for one module, not one per kind (ADR 124). The routes hand them to the
 * offline engine because offline/ may not import features (ADR 098).
 */
export const ROLE_KINDS: Record<Role, () => Promise<Kinds>> = {
  patient: () => import('./patient').then((m) => m.KINDS),
  doctor: () => import('./doctor').then((m) => m.KINDS),
  admin: () => import('./admin').then((m) => m.KINDS),
  desk: () => import('./desk').then((m) => m.KINDS),
};

/** The kinds of `role` (none for a role the app does not know). */
export async function kindsFor(role: string): Promise<Kinds> {
  return (await ROLE_KINDS[role as keyof typeof ROLE_KINDS]?.()) ?? [];
}

/**
 * Starts the offline engine with the signed-in role's collections and change kinds (loaded side
 * by side: the sync's start is what refreshes the device copy after a change made elsewhere).
 * Loaded at sign-in only (ADR 056), so the first page's chunk carries none of it (ADR 122).
 */
export async function startOffline(): Promise<() => void> {
  const first = useSession.getState().user?.role ?? '';
  const [collections, kinds] = await Promise.all([collectionsFor(first), kindsFor(first)]);
  const stop = startEngine(collections, [kinds]);
  // Another role signing in on this page after a sign-out brings its own collections and kinds.
  const roles = new Set([first]);
  const unsubscribe = useSession.subscribe(({ user }) => {
    if (!user || roles.has(user.role)) return;
    roles.add(user.role);
    void collectionsFor(user.role).then((more) => {
      for (const collection of more) syncEngine.registerCollection(collection);
    });
    void kindsFor(user.role).then((more) => {
      for (const kind of more) syncEngine.registerKind(kind);
    });
  });
  // The reader's texts follow the app's language (ADR 105), and so do the worker's push texts
  // (ADR 104): only a signed-in user gets pushes, so a visitor never loads them (ADR 122).
  const unfollow = followLanguage();
  if ('serviceWorker' in navigator) followLanguageForPush();
  return () => {
    unsubscribe();
    unfollow();
    stop();
  };
}
