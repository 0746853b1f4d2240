import type { Browser } from 'playwright-core';
import { offlineAsAPhone } from '../../support/offline';

const FIRST_PAINT = `new Promise((resolve) => {
  const find = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  if (find() !== undefined) return resolve(find());
  new PerformanceObserver(() => find() !== undefined && resolve(find())).observe({ type: 'paint', buffered: true });
})`;

/**
 * First paint of a new tab at `path` with no network, the service worker in control, on a
 * phone-sized screen with the CPU slowed 4× (the mobile preset's figure). Median of `runs`.
 */
export async function offlineFirstPaint(browser: Browser, baseUrl: string, path: string, runs = 5) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    serviceWorkers: 'allow',
    viewport: { width: 412, height: 823 },
  });
  await offlineAsAPhone(context, baseUrl);
  const first = await context.newPage();
  await first.goto(path, { waitUntil: 'networkidle' });
  // Installed, precached and controlling: what a returning user has.
  await first.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  await first.reload({ waitUntil: 'networkidle' });
  await first.close();
  await context.setOffline(true);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(path, { waitUntil: 'load' });
    // A string, not a function: the test runner's transform would add helpers the page lacks.
    const fcp = (await page.evaluate(FIRST_PAINT)) as number;
    times.push(fcp);
    await page.close();
  }
  await context.close();
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)]!, runs: times };
}
