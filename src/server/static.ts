import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { readAppRoutes, readPrerenderManifest } from './prerender';

const DOCTOR_PAGE = /^\/doctors\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * Serves the built app. Hashed assets are cached for a year; index.html, the service worker
 * and the manifest are revalidated every time so a new version is found. Any other non-API
 * path answers index.html, so deep links work: 200 for a path the app has a route for, 404
 * (the app then draws its own 404 page) for any other. Files go out in the brotli or gzip
 * variant made at build time when the browser accepts one.
 */
export function staticApp(distDir: string) {
  const app = new Hono();
  const indexHtml = () => readFileSync(join(distDir, 'index.html'), 'utf8');
  // A build that did not list its routes (an older one) answers every path as before.
  const routes = readAppRoutes(distDir);
  const isAppRoute = (path: string) => routes === null || routes.some((r) => r.test(path));
  const appPage = (c: Context) => c.html(indexHtml(), isAppRoute(c.req.path) ? 200 : 404);
  const prerendered = Object.entries(readPrerenderManifest(distDir)).map(([pattern, file]) => ({
    pattern: new RegExp(pattern),
    file,
  }));
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.get('Cache-Control')) c.header('Cache-Control', 'no-cache');
  });
  // Build bookkeeping (the stamp, the .br/.gz variants asked for by name) is not content.
  app.use('*', async (c, next) => {
    if (/\/\.|\.(br|gz)$/.test(c.req.path)) return appPage(c);
    return next();
  });
  // A public page rendered at build time answers its own path (ADR 057).
  app.use('*', async (c, next) => {
    const file = prerendered.find((page) => page.pattern.test(c.req.path))?.file;
    if (!file || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    // A doctor's page is a shell: the browser asks for the doctor while the script still loads.
    const doctor = DOCTOR_PAGE.exec(c.req.path)?.[1];
    if (doctor) c.header('Link', `</api/doctors/${doctor}>; rel=preload; as=fetch; crossorigin`);
    return serveStatic({ root: distDir, precompressed: true, rewriteRequestPath: () => file })(
      c,
      next,
    );
  });
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  app.get('*', appPage);
  return app;
}

export const hasBuild = (distDir: string) => existsSync(join(distDir, 'index.html'));
