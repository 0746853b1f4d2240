import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { DIST } from '#server/build-app';

/**
 * The JavaScript a route makes the browser load, in KB of gzip: every script the page fetched
 * until the network went quiet (entry, preloads, lazy chunks), each gzipped at level 9 from the
 * built file. The service worker's background precache is not counted: it is not on the page.
 */
export async function jsWeight(
  browser: Browser,
  baseUrl: string,
  path: string,
  session?: { token: string; user: unknown },
): Promise<{ kb: number; files: number; sizes: { script: string; gzip: number }[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
  });
  if (session) {
    await context.addInitScript((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
    }, session);
  }
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin === baseUrl && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  const sizes = [...scripts].map((script) => ({
    script,
    gzip: gzipSync(readFileSync(join(DIST, script)), { level: 9 }).length,
  }));
  const bytes = sizes.reduce((sum, s) => sum + s.gzip, 0);
  return { kb: bytes / 1024, files: scripts.size, sizes: sizes.sort((a, b) => b.gzip - a.gzip) };
}
