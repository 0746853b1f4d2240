import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { Footer } from '#app/components/layouts/footer';
import { Header } from '#app/components/layouts/header';
import { MaintenanceNotice } from '#app/components/layouts/maintenance-notice';
import { Toaster } from '#app/components/ui/toaster';
import { InstallButton } from '#app/features/pwa/components/install-button';
import { OfflineIndicator } from '#app/features/pwa/components/offline-indicator';
import { UpdatePrompt } from '#app/features/pwa/components/update-prompt';
import { useT } from '#app/lib/i18n';
import { startPwa } from '#app/lib/pwa';
import type { RouterContext } from '#app/lib/router-context';
import { isSignedIn, useSession } from '#app/lib/session';
import { whenSignedIn } from '#app/lib/when-signed-in';

const SyncProblems = lazy(() =>
  import('#app/features/sync/components/sync-problems').then((m) => ({ default: m.SyncProblems })),
);

/**
 * The offline engine with every feature's change kinds, loaded at sign-in only (ADR 056); the
 * routes hand the kinds in because offline/ may not import features (ADR 098).
 */
async function startOffline(): Promise<() => void> {
  const [engine, ...features] = await Promise.all([
    import('#app/offline/register'),
    import('#app/features/appointments/api/appointment-kinds'),
    import('#app/features/notifications/api/notification-kinds'),
    import('#app/features/profile/api/profile-kind'),
    import('#app/features/profile/api/family-kinds'),
    import('#app/features/reviews/api/review-kinds'),
    import('#app/features/doctor-patients/api/notes-kind'),
    import('#app/features/doctor-profile/api/slot-kind'),
    import('#app/features/doctor-day/api/status-kind'),
    import('#app/features/visit-summaries/api/summary-kind'),
    import('#app/features/notification-preferences/api/preferences-kind'),
    import('#app/features/waitlist/api/waitlist-kinds'),
  ]);
  const stop = engine.startOffline(features.map((feature) => feature.KINDS));
  // The reader's texts follow the app's language (ADR 105).
  const { followLanguage } = await import(
    '#app/features/notification-preferences/api/follow-language'
  );
  const unfollow = followLanguage();
  return () => {
    unfollow();
    stop();
  };
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  // Offline-first (ADR 006): service worker, connectivity, and the sync queue and mirror refresh.
  useEffect(() => {
    startPwa();
    return whenSignedIn(startOffline);
  }, []);
  const signedIn = useSession(isSignedIn);
  const t = useT();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('Skip to content')}
      </a>
      <OfflineIndicator />
      <MaintenanceNotice />
      <Header />
      {signedIn && (
        <Suspense fallback={null}>
          <SyncProblems />
        </Suspense>
      )}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <UpdatePrompt />
      <InstallButton />
    </>
  );
}
