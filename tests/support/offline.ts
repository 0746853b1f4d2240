import type { BrowserContext } from 'playwright-core';

/**
 * ADR 125. `context.setOffline(true)` makes every request fail, but Chromium 150 (Debian's current package)
 * no longer keeps `navigator.onLine` false in a document loaded while the context is offline: the
 * DevTools call Playwright sends (`Network.emulateNetworkConditions`) is deprecated there, and a
 * page opened or reloaded offline reads `navigator.onLine === true`, so the app tries the server
 * first where a phone without signal would not. This restores what a real offline phone reports,
 * for documents of the app's origin: while the context is offline a marker cookie is set, and
 * `navigator.onLine` reads false while it is there; going online clears it and tells the open
 * pages (`online`), as the browser does for its own state.
 */
const COOKIE = 'e2e-offline';

const onLineFromMarker = (origin: string) => `(() => {
  if (location.origin !== ${JSON.stringify(origin)}) return;
  const native = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
  Object.defineProperty(Navigator.prototype, 'onLine', {
    configurable: true,
    get() {
      if (document.cookie.split('; ').includes('${COOKIE}=1')) return false;
      return native.get.call(this);
    },
  });
})()`;

/** Makes `context.setOffline` hold `navigator.onLine` for pages of `baseURL` as well. */
export async function offlineAsAPhone(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addInitScript(onLineFromMarker(new URL(baseURL).origin));
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (offline: boolean) => {
    await setOffline(offline);
    if (offline) {
      await context.addCookies([{ name: COOKIE, value: '1', url: baseURL }]);
      return;
    }
    await context.clearCookies({ name: COOKIE });
    for (const page of context.pages()) {
      await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => {});
    }
  };
}
