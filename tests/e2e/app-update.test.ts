import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST } from '#server/build-app';
import { type E2E, startE2E } from '../support/e2e';

/**
 * A new version of the installed app (ADR 122: the browser's registration API, no
 * workbox-window): the first install asks nothing; a version published later waits until the
 * user chooses Reload, and then controls the page. Served from a copy of the build, into which
 * the test publishes the next service worker, as a deploy would.
 */
const dist = mkdtempSync(join(tmpdir(), 'mashwara-update-'));
let e2e: E2E;

/** The next version's worker: the same, plus an answer saying which version it is. */
function publishNextWorker() {
  const file = join(dist, 'sw.js');
  const next = `${readFileSync(file, 'utf8')}
self.addEventListener('message', (event) => {
  if (event.data?.type === 'VERSION?') event.source?.postMessage({ version: 'next' });
});
`;
  writeFileSync(file, next);
  // The server prefers the precompressed variants: they are the old version.
  for (const variant of ['sw.js.br', 'sw.js.gz']) rmSync(join(dist, variant), { force: true });
}

/** The version of the worker controlling `page`: 'next' once the published one is in control. */
const controllingVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve('none');
        const timer = setTimeout(() => resolve('first'), 2_000);
        navigator.serviceWorker.addEventListener('message', (event) => {
          clearTimeout(timer);
          resolve(event.data?.version ?? 'first');
        });
        controller.postMessage({ type: 'VERSION?' });
      }),
  );

beforeAll(async () => {
  cpSync(DIST, dist, { recursive: true });
  e2e = await startE2E({ dist });
}, 120_000);

afterAll(async () => {
  await e2e?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a new version of the app', () => {
  it('is not announced at the first install; a later one waits for Reload, then controls the page', async () => {
    const { page } = await e2e.newPage();
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });

    await page.goto('/');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, {
      timeout: 30_000,
    });
    expect(await controllingVersion(page)).toBe('first');
    await page.waitForTimeout(500);
    expect(await prompt.count()).toBe(0);

    publishNextWorker();
    await page.reload();
    await prompt.waitFor({ timeout: 30_000 });
    // Waiting: the page is still the first version's until the user chooses.
    expect(await controllingVersion(page)).toBe('first');

    // Later hides the offer; the next start offers it again, since the version still waits.
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    await page.reload();
    await prompt.waitFor({ timeout: 30_000 });

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    expect(await controllingVersion(page)).toBe('next');
    await page.waitForTimeout(500);
    expect(await prompt.count()).toBe(0);
  }, 120_000);
});
