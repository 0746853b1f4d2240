import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from './components/errors/not-found';
import { routeTree } from './routeTree.gen';

/** The app's router; the browser uses one, the build-time prerender one per page. */
export function createAppRouter(options: { history?: RouterHistory; prerender?: boolean } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFound,
    // On the server it would inline a script, which the CSP (no inline scripts) refuses.
    scrollRestoration: !options.prerender,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
