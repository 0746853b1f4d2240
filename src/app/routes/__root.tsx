import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { Footer } from '#app/components/layouts/footer';
import { Header } from '#app/components/layouts/header';
import { MaintenanceNotice } from '#app/components/layouts/maintenance-notice';
import { Toaster } from '#app/components/ui/toaster';
import { InstallButton } from '#app/features/pwa/components/install-button';
import { OfflineIndicator } from '#app/features/pwa/components/offline-indicator';
import { UpdatePrompt } from '#app/features/pwa/components/update-prompt';
import { afterStart, markStarted, useAfterStart } from '#app/lib/after-start';
import { useT } from '#app/lib/i18n';
import { lazyNamed } from '#app/lib/lazy-named';
import { startPwa } from '#app/lib/pwa';
import type { RouterContext } from '#app/lib/router-context';
import { isSignedIn, useSession } from '#app/lib/session';
import { whenSignedIn } from '#app/lib/when-signed-in';

// With the start's module: one request, not a file of its own that only names the start's chunk
// (ADR 156).
const SyncProblems = lazyNamed(() => import('./-sync/start'), 'SyncProblems');

/**
 * The offline engine with the signed-in role's change kinds, loaded at sign-in only (ADR 056,
 * ADR 118), so the first page's chunk carries none of it (ADR 122).
 */
const startOffline = () => import('./-sync/start').then((m) => m.startOffline());

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
