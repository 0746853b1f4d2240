import { createRootRoute, Outlet } from '@tanstack/react-router';
import { Footer } from '../components/layouts/footer';
import { Header } from '../components/layouts/header';
import { Toaster } from '../components/ui/toaster';

export const Route = createRootRoute({
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
