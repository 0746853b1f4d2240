import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { giveWayUnless, SHELL_ID } from '#app/boot/last-screen';
import { activateLocale, storedLocale } from '#app/lib/i18n';
import { onUnauthorized } from '#app/lib/unauthorized';
import { createAppRouter } from './router';
import './styles.css';
import './components/ui/ui.css';
import './urdu.css';

const router = createAppRouter();
// ADR 120: a saved screen painted at boot stands in only for the screen it is a copy of.
router.subscribe('onResolved', ({ toLocation }) => giveWayUnless(document, toLocation.pathname));
if (document.getElementById(SHELL_ID)) {
  // Behind the saved screen no skeleton is seen: the first load renders none (ADR 120).
  const { defaultPendingMs, defaultPendingMinMs } = router.options;
  router.update({ ...router.options, defaultPendingMs: 60_000, defaultPendingMinMs: 0 });
  const off = router.subscribe('onResolved', () => {
    off();
    router.update({ ...router.options, defaultPendingMs, defaultPendingMinMs });
  });
}

// ADR 078: a 401 clears the session (done by the client) and goes to /sign-in.
onUnauthorized(() => {
  if (router.state.location.pathname !== '/sign-in') void router.navigate({ to: '/sign-in' });
});

// A reader who chose Urdu sees Urdu from the first paint: its catalog loads before rendering.
const locale = storedLocale();
if (locale !== 'en') await activateLocale(locale);

// A prerendered page's markup is replaced, not hydrated: the session and the language are
// known only here, so the first client render may differ from the build's (English, signed out).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
