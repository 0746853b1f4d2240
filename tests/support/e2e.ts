import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { DIST } from '#server/build-app';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-data';
import { loadEnv } from '#server/env';
import { createServer } from '#server/index';
import { staticApp } from '#server/static';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { freePort } from './free-port';

export { DEMO_ACCOUNTS };

export type E2E = Awaited<ReturnType<typeof startE2E>>;

/**
 * The built app and the real server on a fresh in-memory database with demo data, on its own
 * port (so each test file has its own origin: service worker, storage and caches start empty),
 * and a headless Chromium. Tests may read the database directly through `db`.
 */
export async function startE2E() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mashwara-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const env = {
    ...loadEnv({
      NODE_ENV: 'test',
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: baseURL,
    }),
    seedDemo: true,
  };
  const server = await createServer(env, { staticApp: staticApp(DIST) });
  const http = serve({ fetch: server.app.fetch, port, hostname: '127.0.0.1' });
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  const contexts: BrowserContext[] = [];

  async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
    contexts.push(context);
    const page = await context.newPage();
    return { context, page };
  }

  /** Calls the API like a client would (for setting up and checking state). */
  async function api(method: string, path: string, body?: unknown, token?: string) {
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
  }

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
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  return {
    baseURL,
    server,
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
