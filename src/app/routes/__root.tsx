import { createRootRoute, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Footer } from '../components/layouts/footer';
import { Header } from '../components/layouts/header';
import { Toaster } from '../components/ui/toaster';
import { registerAppointmentSync } from '../features/appointments/api/appointments-sync';
import { InstallButton } from '../features/pwa/components/install-button';
import { OfflineIndicator } from '../features/pwa/components/offline-indicator';
import { UpdatePrompt } from '../features/pwa/components/update-prompt';
import { SyncProblems } from '../features/sync/components/sync-problems';
import { startPwa } from '../lib/pwa';
import { startSync } from '../lib/sync-queue';

export const Route = createRootRoute({
  component: RootLayout,
});

function RootLayout() {
  // Offline-first (D6): service worker, connectivity, and the sync queue and mirror refresh.
  useEffect(() => {
    startPwa();
    // Registered before replay starts, so changes queued before a reload go without the screen.
    registerAppointmentSync();
    return startSync();
  }, []);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <OfflineIndicator />
      <Header />
      <SyncProblems />
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
