import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-data';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { startDemoServer } from './demo-server';
import { loadMigratedDump } from './migrated-dump';
import { offlineAsAPhone } from './offline';

export { DEMO_ACCOUNTS };

/** Calls the API at `baseURL` like a client would (for setting up and checking state). */
export function apiAt(baseURL: string) {
  return async function api(method: string, path: string, body?: unknown, token?: string) {
    const res = await fetch(`${baseURL}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json().catch(() => undefined);
    return { status: res.status, body: json };
  };
}

export type E2E = Awaited<ReturnType<typeof startE2E>>;

/**
 * The built app and the real server on a fresh in-memory database with demo data, on its own
 * port (so each test file has its own origin: service worker, storage and caches start empty),
 * and a headless Chromium. Tests may read the database directly through `db`.
 */
export async function startE2E(options: { env?: Record<string, string>; dist?: string } = {}) {
  const demo = await startDemoServer(
    options.env,
    options.dist,
    loadMigratedDump(inject('migratedDump')),
  );
  const { baseURL, env, server } = demo;
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  const contexts: BrowserContext[] = [];

  async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
    contexts.push(context);
    await offlineAsAPhone(context, baseURL);
    const page = await context.newPage();
    return { context, page };
  }

  const api = apiAt(baseURL);

  async function tokenFor(email: string, password: string) {
    const res = await api('POST', '/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`sign-in failed for ${email}: ${res.status}`);
    return res.body.data.token as string;
  }

  /** Signs in through the real sign-in screen. */
  async function signIn(page: Page, email: string, password: string) {
    await page.goto('/sign-in');
    await page.getByLabel('Email', { exact: false }).first().fill(email);
    await page.getByLabel('Password', { exact: false }).first().fill(password);
    await page.getByRole('button', { name: /sign in/i }).click();
  }

  async function close() {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser.close().catch(() => undefined);
    await demo.close();
  }

  return {
    baseURL,
    server,
    disconnect: demo.disconnect,
    reconnect: demo.reconnect,
    db: server.deps.db,
    env,
    browser,
    newPage,
    api,
    tokenFor,
    signIn,
    close,
  };
}
