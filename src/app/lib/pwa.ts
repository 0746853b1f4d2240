import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type PwaState = {
  /** A new version is installed and waiting for the user to choose Reload. */
  updateReady: boolean;
  /** The browser says offline, or the server could not be reached at the last try. */
  offline: boolean;
  /** The browser offers installation (beforeinstallprompt fired and was kept). */
  canInstall: boolean;
};

const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** While the server cannot be reached, ask /api/health this often to notice it coming back. */
const PROBE_MS = 15_000;

let state: PwaState = {
  updateReady: false,
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  canInstall: false,
};
const listeners = new Set<() => void>();
let registration: ServiceWorkerRegistration | null = null;
let installEvent: InstallPromptEvent | null = null;
let started = false;
let browserOffline = state.offline;
let unreachable = false;
let probeTimer: ReturnType<typeof setInterval> | null = null;
const reconnectListeners = new Set<() => void>();

function set(change: Partial<PwaState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

function updateOffline() {
  const offline = browserOffline || unreachable;
  if (offline !== state.offline) set({ offline });
}

async function probe() {
  try {
    await fetch('/api/health', { cache: 'no-store' });
    reportReachable(true);
  } catch {
    reportReachable(false);
  }
}

/**
 * Whether the last request reached the server. navigator.onLine misses networks without a way
 * out (and a server that is down), so every answer or network failure is reported here.
 */
export function reportReachable(reachable: boolean): void {
  if (unreachable === !reachable) return;
  unreachable = !reachable;
  updateOffline();
  if (unreachable) {
    if (!probeTimer && typeof window !== 'undefined') probeTimer = setInterval(probe, PROBE_MS);
    return;
  }
  if (probeTimer) clearInterval(probeTimer);
  probeTimer = null;
  for (const listener of reconnectListeners) listener();
}

/** Runs when the server answers again after being unreachable. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

/**
 * Registers the service worker (production builds only) and follows connectivity and the
 * install offer. Updates are never applied by themselves: a waiting version only raises
 * `updateReady`, and the page reloads when the user asks for it (`applyUpdate`).
 */
export function startPwa(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => {
    browserOffline = false;
    updateOffline();
    void probe();
  });
  window.addEventListener('offline', () => {
    browserOffline = true;
    updateOffline();
  });
  // One look at start, so a page opened without a connection says so at once.
  void probe();
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installEvent = event as InstallPromptEvent;
    set({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    installEvent = null;
    set({ canInstall: false });
  });
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // The browser's own registration API, not workbox-window (ADR 122).
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((found) => {
      registration = found;
      watchForUpdates(found);
      // A tab left open for days still hears about new versions.
      setInterval(() => void found.update().catch(() => undefined), UPDATE_CHECK_MS);
    })
    .catch(() => undefined);
}

/**
 * A version installed beside the one controlling the page is an update; the first install is
 * not (nothing controls the page yet). Checked now (one may have been waiting since an earlier
 * visit) and whenever a newly found version finishes installing.
 */
function watchForUpdates(found: ServiceWorkerRegistration): void {
  const check = () => {
    if (found.waiting && navigator.serviceWorker.controller) set({ updateReady: true });
  };
  const follow = (worker: ServiceWorker | null) => worker?.addEventListener('statechange', check);
  check();
  follow(found.installing);
  found.addEventListener('updatefound', () => follow(found.installing));
}

/** The user chose Reload: switch to the waiting version, then reload once it controls the page. */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  // The worker skips waiting on this message (sw/sw.ts).
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

export function dismissUpdate(): void {
  set({ updateReady: false });
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function promptInstall(): Promise<void> {
  const event = installEvent;
  if (!event) return;
  installEvent = null;
  set({ canInstall: false });
  await event.prompt();
  await event.userChoice;
}

export function usePwa(): PwaState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => state,
    () => state,
  );
}
