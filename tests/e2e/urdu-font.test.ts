import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST } from '#server/build-app';
import { type E2E, startE2E } from '../support/e2e';

/** ADR 146: the app's own Nastaliq file, for a device without an Urdu font. */
const FONT = /\/assets\/noto-nastaliq-urdu-arabic-400-normal-[\w-]+\.woff2$/;

/**
 * How a character is drawn at 48 px in `family`, as a string of pixels, beside the drawing of a
 * character no font has (the missing-glyph box). A string, not a function: the test runner's
 * transform would add helpers the page lacks.
 */
const drawn = (family: string, text: string) => `(async () => {
  await document.fonts.load('48px ${family}', ${JSON.stringify(text)}).catch(() => []);
  const paint = (t) => {
    const c = document.createElement('canvas');
    c.width = 120; c.height = 120;
    const g = c.getContext('2d');
    g.font = '48px ${family}';
    g.fillText(t, 20, 80);
    return Array.from(g.getImageData(0, 0, 120, 120).data).join();
  };
  const glyph = paint(${JSON.stringify(text)});
  return { glyph: glyph.replace(/0,|,/g, '').length > 0, box: glyph === paint('\\u0378') };
})()`;

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

function fontResponses(page: Page): Response[] {
  const seen: Response[] = [];
  page.on('response', (res) => {
    if (FONT.test(new URL(res.url()).pathname)) seen.push(res);
  });
  return seen;
}

async function inUrdu(context: BrowserContext) {
  await context.addInitScript(() => localStorage.setItem('lang', 'ur'));
}

describe('the Urdu font', () => {
  it('this machine has no Urdu font of its own, so without the app’s font ے is a box', async () => {
    // fonts-dejavu-core only: DejaVu Sans draws basic Arabic but neither ہ nor ے.
    expect(execFileSync('fc-list', [':charset=6d2']).toString().trim()).toBe('');
    expect(execFileSync('fc-list', [':charset=6c1']).toString().trim()).toBe('');
    const { page } = await e2e.newPage();
    await page.goto('/about');
    expect(await page.evaluate(drawn('sans-serif', 'ے'))).toEqual({ glyph: true, box: true });
    await page.context().close();
  });

  it('an English page does not fetch it, though its language switch shows اردو', async () => {
    const { page } = await e2e.newPage();
    const fonts = fontResponses(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'اردو' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([]);
    await page.context().close();
  });

  it('an Urdu page fetches it once, cached for a year, and draws ے and ہ as letters', async () => {
    const { context, page } = await e2e.newPage();
    await inUrdu(context);
    const fonts = fontResponses(page);
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.fonts.check('16px "Mashwara Nastaliq"', 'ے'));
    expect(fonts.map((r) => r.status())).toEqual([200]);
    expect(fonts[0]!.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ur');
    for (const letter of ['ے', 'ہ']) {
      expect(await page.evaluate(drawn('"Mashwara Nastaliq"', letter)), letter).toEqual({
        glyph: true,
        box: false,
      });
    }
    await context.close();
  });

  it('is precached with its licence: an Urdu page opened offline draws ے from the service worker', async () => {
    const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
    expect(sw).toMatch(/"url":"assets\/noto-nastaliq-urdu-arabic-400-normal-[\w-]+\.woff2"/);
    const licence = readdirSync(join(DIST, 'assets')).find((f) =>
      /^noto-nastaliq-urdu-OFL-[\w-]+\.txt$/.test(f),
    );
    expect(readFileSync(join(DIST, 'assets', licence!), 'utf8')).toContain(
      'SIL Open Font License, Version 1.1',
    );

    const { context, page } = await e2e.newPage();
    // English first: the service worker precaches the font though the page itself never uses it.
    await page.goto('/');
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)),
    ).toBe(true);
    await page.waitForFunction(async () => {
      for (const name of await caches.keys()) {
        const keys = await (await caches.open(name)).keys();
        if (keys.some((k) => /noto-nastaliq-urdu-arabic-400-normal-.*\.woff2/.test(k.url)))
          return true;
      }
      return false;
    });
    await context.setOffline(true);
    await inUrdu(context);
    const offline = await context.newPage();
    const fonts = fontResponses(offline);
    await offline.goto('/about');
    await offline.waitForFunction(() => document.fonts.check('16px "Mashwara Nastaliq"', 'ے'));
    expect(fonts.map((r) => [r.status(), r.fromServiceWorker()])).toEqual([[200, true]]);
    expect(await offline.evaluate(drawn('"Mashwara Nastaliq"', 'ے'))).toEqual({
      glyph: true,
      box: false,
    });
    await context.close();
  });
});
