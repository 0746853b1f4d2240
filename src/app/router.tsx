import { createRouter } from '@tanstack/react-router';
import { NotFound } from './components/errors/not-found';
import { onUnauthorized } from './lib/unauthorized';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
});

// Section 8: a 401 clears the session (done by the client) and goes to /sign-in.
onUnauthorized(() => {
  if (router.state.location.pathname !== '/sign-in') void router.navigate({ to: '/sign-in' });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
