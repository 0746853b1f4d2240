import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { Footer } from '#app/components/layouts/footer';
import { Header } from '#app/components/layouts/header';
import { MaintenanceNotice } from '#app/components/layouts/maintenance-notice';
import { Toaster } from '#app/components/ui/toaster';
import { InstallButton } from '#app/features/pwa/components/install-button';
import { OfflineIndicator } from '#app/features/pwa/components/offline-indicator';
import { UpdatePrompt } from '#app/features/pwa/components/update-prompt';
import { afterStart, markStarted, useAfterStart } from '#app/lib/after-start';
import { useT } from '#app/lib/i18n';
import { startPwa } from '#app/lib/pwa';
import type { RouterContext } from '#app/lib/router-context';
import { isSignedIn, useSession } from '#app/lib/session';
import { whenSignedIn } from '#app/lib/when-signed-in';
import { kindsFor } from './-sync-kinds';

const SyncProblems = lazy(() =>
  import('#app/features/sync/components/sync-problems').then((m) => ({ default: m.SyncProblems })),
);

/**
 * The offline engine with the signed-in role's change kinds, loaded at sign-in only (ADR 056,
 * ADR 118); the routes hand the kinds in because offline/ may not import features (ADR 098).
 */
async function startOffline(): Promise<() => void> {
  const first = useSession.getState().user?.role ?? '';
  const [engine, { syncEngine }, kinds] = await Promise.all([
    import('#app/offline/register'),
    import('#app/offline/outbox'),
    kindsFor(first),
  ]);
  const stop = engine.startOffline([kinds]);
  // Another role signing in on this page after a sign-out brings its own kinds.
  const roles = new Set([first]);
  const unsubscribe = useSession.subscribe(({ user }) => {
    if (!user || roles.has(user.role)) return;
    roles.add(user.role);
    void kindsFor(user.role).then((more) => {
      for (const kind of more) syncEngine.registerKind(kind);
    });
  });
  // The reader's texts follow the app's language (ADR 105).
  const { followLanguage } = await import(
    '#app/features/notification-preferences/api/follow-language'
  );
  const unfollow = followLanguage();
  return () => {
    unsubscribe();
    unfollow();
    stop();
  };
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  // Offline-first (ADR 006): service worker, connectivity, and the sync queue and mirror refresh.
  // ADR 118: after the first route has loaded and the thread is idle, so the user's rows come first.
  const router = useRouter();
  useEffect(() => {
    if (router.state.status === 'idle') markStarted();
    else return router.subscribe('onResolved', markStarted);
  }, [router]);
  useEffect(() => {
    // The sync starts at once: a device copy refreshed late showed stale rows after a change
    // made elsewhere; the service worker's registration still waits (ADR 118).
    const stop = whenSignedIn(startOffline);
    const cancel = afterStart(startPwa);
    return () => {
      cancel();
      stop();
    };
  }, []);
  const signedIn = useSession(isSignedIn);
  const started = useAfterStart();
  const t = useT();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('Skip to content')}
      </a>
      <OfflineIndicator />
      <MaintenanceNotice />
      <Header />
      {signedIn && started && (
        <Suspense fallback={null}>
          <SyncProblems />
        </Suspense>
      )}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {/* A signed-out page keeps its footer in the first paint (no shift on the public pages). */}
      {(!signedIn || started) && <Footer />}
      <Toaster />
      <UpdatePrompt />
      <InstallButton />
    </>
  );
}
