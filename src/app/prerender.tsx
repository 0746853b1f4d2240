import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { appRoutePattern } from '#app/lib/prerendered-routes';
import { createAppRouter } from './router';

/**
 * Build-time rendering of a public page (run by src/server/prerender.ts from an SSR build of
 * this file): the page as a signed-out visitor sees it in English, before any data arrives.
 */
export async function render(url: string): Promise<string> {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    prerender: true,
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}

/** Every path the app has a route for, as regular expressions' sources, for the server's 404. */
export function appRoutePatterns(): string[] {
  const router = createAppRouter({ history: createMemoryHistory(), prerender: true });
  const paths = Object.values(router.routesById).map((route) => route.fullPath as string);
  return [...new Set(paths.map(appRoutePattern))].sort();
}

export {
  PRERENDERED_DIR,
  PRERENDERED_ROUTES,
  prerenderedPattern,
  SHELL_DOCTOR_ID,
} from '#app/lib/prerendered-routes';
