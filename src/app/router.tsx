import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from './components/errors/not-found';
import { RoutePending } from './components/layouts/route-pending';
import { snapshot } from './lib/router-context';
import { useSession } from './lib/session';
import { routeTree } from './routeTree.gen';

/** The app's router; the browser uses one, the build-time prerender one per page. */
export function createAppRouter(options: { history?: RouterHistory; prerender?: boolean } = {}) {
  const prerender = Boolean(options.prerender);
  const router = createRouter({
    routeTree,
    history: options.history,
    context: { session: snapshot(useSession.getState()), prerender },
    // Hovering or focusing a link loads the next screen's code and its loader's data.
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFound,
    // Loaded when first needed (the service worker has it offline): not in the entry chunk.
    defaultErrorComponent: lazyRouteComponent(
      () => import('./components/errors/route-error'),
      'RouteError',
    ),
    defaultPendingComponent: RoutePending,
    // A quick answer swaps screens without a flash of skeleton; a slow one shows it, for long
    // enough to be read as loading rather than a flicker.
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    // On the server it would inline a script, which the CSP (no inline scripts) refuses.
    scrollRestoration: !prerender,
  });
  // Kept in step synchronously, so the guard of a navigation made right after sign-in or
  // sign-out sees the new session (a context passed while rendering would lag one render).
  if (!prerender) {
    useSession.subscribe((s) =>
      router.update({ context: { ...router.options.context!, session: snapshot(s) } }),
    );
  }
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
