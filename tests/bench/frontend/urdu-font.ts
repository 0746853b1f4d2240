import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { DIST } from '#server/build-app';

const FONT = /^noto-nastaliq-urdu-arabic-400-normal-[\w-]+\.woff2$/;

/** When a page fetched the Urdu font: ms after the navigation started, or null for never. */
async function fetchedAt(browser: Browser, baseUrl: string, path: string, lang: 'en' | 'ur') {
  const context = await browser.newContext({
    baseURL: baseUrl,
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
  });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  // The app sets the language after its catalog loads; the font is asked for only then.
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
  const entry = await page.evaluate(() => {
    const font = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (e) => /noto-nastaliq-urdu-arabic-400-normal-.*\.woff2$/.test(e.name),
    );
    return font ? { start: font.startTime, end: font.responseEnd } : null;
  });
  await context.close();
  return entry;
}

/**
 * ADR 146: the self-hosted Urdu font is CSS, outside the JS budgets. Its size, and whether a page
 * fetches it on this machine, whose only fonts (DejaVu, Liberation) have no ہ or ے: an English
 * page must not, an Urdu page must. The service worker's precache fetches it once besides.
 */
export async function urduFontRows(browser: Browser, baseUrl: string) {
  const name = readdirSync(join(DIST, 'assets')).find((f) => FONT.test(f));
  if (!name) throw new Error('No Urdu font in the build.');
  const woff2 = readFileSync(join(DIST, 'assets', name));
  const english = await fetchedAt(browser, baseUrl, '/', 'en');
  const urdu = await fetchedAt(browser, baseUrl, '/about', 'ur');
  const when = (e: { start: number; end: number } | null) =>
    e ? `yes, ${Math.round(e.start)}–${Math.round(e.end)} ms` : 'no';
  return [
    {
      figure: `Urdu font (${name.replace(/-[\w-]{8}\.woff2$/, '.woff2')}), woff2 bytes (gzip of it)`,
      value: `${(woff2.length / 1024).toFixed(1)} KB (${(gzipSync(woff2, { level: 9 }).length / 1024).toFixed(1)} KB)`,
      budget: 'not JS',
      met: true,
    },
    {
      figure: 'Urdu font fetched by / in English',
      value: when(english),
      budget: 'no',
      met: !english,
    },
    {
      figure: 'Urdu font fetched by /about in Urdu, no device font (after navigation start)',
      value: when(urdu),
      budget: 'yes',
      met: Boolean(urdu),
    },
  ];
}
