import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { readPrerenderManifest } from './prerender';

const DOCTOR_PAGE = /^\/doctors\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * Serves the built app. Hashed assets are cached for a year; index.html, the service worker
 * and the manifest are revalidated every time so a new version is found. Any other non-API
 * path answers index.html, so deep links work and the app shows its own 404. Files go out in
 * the brotli or gzip variant made at build time when the browser accepts one.
 */
export function staticApp(distDir: string) {
  const app = new Hono();
  const indexHtml = () => readFileSync(join(distDir, 'index.html'), 'utf8');
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
    if (/\/\.|\.(br|gz)$/.test(c.req.path)) return c.html(indexHtml());
    return next();
  });
  // A public page rendered at build time answers its own path (README "Public pages prerendered").
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
  app.get('*', (c) => c.html(indexHtml()));
  return app;
}

export const hasBuild = (distDir: string) => existsSync(join(distDir, 'index.html'));
