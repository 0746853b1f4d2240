/**
 * Cache Storage names shared by the service worker (sw/sw.ts) and the app. Only public doctor
 * data is ever cached at run time (ADR 006); sign-out still removes it with everything else.
 */
export const RUNTIME_CACHE_PREFIX = 'mashwara-runtime-';
export const DOCTORS_CACHE = `${RUNTIME_CACHE_PREFIX}doctors`;

/** Deletes the service worker's runtime caches (not the precached app shell). */
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((n) => n.startsWith(RUNTIME_CACHE_PREFIX)).map((n) => caches.delete(n)),
  );
}
