import { useSession } from '#app/lib/session';
import { collectionsFor } from '#app/offline/role-collections';
import type { SyncKind } from '#app/offline/types';

type KindsModule = { KINDS: readonly SyncKind<never, never>[] };
type Loader = () => Promise<KindsModule>[];

/**
 * The change kinds each role's screens queue, loaded for the signed-in role only (ADR 118): a
 * patient's start never downloads the doctor's sync code, nor a doctor's the patient's. The
 * routes hand them to the offline engine because offline/ may not import features (ADR 098).
 */
const SHARED: Loader = () => [
  import('#app/features/notifications/api/notification-kinds'),
  import('#app/features/profile/api/profile-kind'),
  import('#app/features/notification-preferences/api/preferences-kind'),
];

const PATIENT: Loader = () => [
  import('#app/features/appointments/api/appointment-kinds'),
  import('#app/features/profile/api/family-kinds'),
  import('#app/features/reviews/api/review-kinds'),
  import('#app/features/waitlist/api/waitlist-kinds'),
];

const DOCTOR: Loader = () => [
  import('#app/features/doctor-patients/api/notes-kind'),
  import('#app/features/doctor-profile/api/slot-kind'),
  import('#app/features/doctor-day/api/status-kind'),
  import('#app/features/visit-summaries/api/summary-kind'),
];

export const ROLE_KINDS: Record<'patient' | 'doctor' | 'admin', Loader> = {
  patient: () => [...SHARED(), ...PATIENT()],
  doctor: () => [...SHARED(), ...DOCTOR()],
  admin: SHARED,
};

/** The kinds of `role` (none for a role the app does not know). */
export async function kindsFor(role: string): Promise<readonly SyncKind<never, never>[]> {
  const load = ROLE_KINDS[role as keyof typeof ROLE_KINDS];
  if (!load) return [];
  return (await Promise.all(load())).flatMap((m) => m.KINDS);
}

/**
 * Starts the offline engine with the signed-in role's collections and change kinds; the routes
 * hand the kinds in because offline/ may not import features (ADR 098).
 */
export async function startOffline(): Promise<() => void> {
  const first = useSession.getState().user?.role ?? '';
  // The engine, the role's collections and its kinds load side by side (the sync's start is
  // what refreshes the device copy after a change made elsewhere).
  const [engine, { syncEngine }, collections, kinds] = await Promise.all([
    import('#app/offline/register'),
    import('#app/offline/outbox'),
    collectionsFor(first),
    kindsFor(first),
  ]);
  const stop = engine.startOffline(collections, [kinds]);
  // Another role signing in on this page after a sign-out brings its own collections and kinds.
  const roles = new Set([first]);
  const unsubscribe = useSession.subscribe(({ user }) => {
    if (!user || roles.has(user.role)) return;
    roles.add(user.role);
    void engine.registerCollections(user.role);
    void kindsFor(user.role).then((more) => {
      for (const kind of more) syncEngine.registerKind(kind);
    });
  });
  // The reader's texts follow the app's language (ADR 105), and so do the worker's push texts
  // (ADR 104): only a signed-in user gets pushes, so a visitor never loads them (ADR 122).
  const [{ followLanguage }, { followLanguageForPush }] = await Promise.all([
    import('#app/features/notification-preferences/api/follow-language'),
    import('#app/lib/push-language'),
  ]);
  const unfollow = followLanguage();
  if ('serviceWorker' in navigator) followLanguageForPush();
  return () => {
    unsubscribe();
    unfollow();
    stop();
  };
}
