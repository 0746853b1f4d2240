import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, ROOT } from '#server/build-app';
import { DOCTOR_MSG } from '#shared/schemas/doctor';
import { MSG } from '#shared/schemas/user';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { freePort } from '../support/free-port';

// A message React prints only from its development build.
const DEVELOPMENT_ONLY = 'Maximum update depth exceeded';
// An error text of chart.js that survives minification.
const CHART_JS = 'Canvas is already in use';

let server: ChildProcess;
let browser: Browser;
let baseURL: string;
let output = '';
const dataDir = mkdtempSync(join(tmpdir(), 'mashwara-start-'));

async function waitForServer(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`npm start did not answer in time:\n${output}`);
}

beforeAll(async () => {
  // A build made by anything else does not count: the start must build for itself.
  rmSync(join(DIST, '.mashwara-build.json'), { force: true });
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  // Node itself (not npx), so the signal at the end reaches the server and nothing is left running.
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  // The start builds the whole app first: minutes on a busy two-core machine.
  await waitForServer(baseURL, 280_000);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!stopped) server.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('npm start with NODE_ENV=development', () => {
  it('builds and serves the production app, compressed', async () => {
    const stamp = JSON.parse(readFileSync(join(DIST, '.mashwara-build.json'), 'utf8'));
    expect(stamp.mode).toBe('production');
    const html = await fetch(baseURL).then((r) => r.text());
    const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    let compressed = 0;
    for (const script of scripts) {
      const res = await fetch(`${baseURL}${script}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      const body = await res.text();
      // Files under 1 KB (the bundler's tiny runtime) are not worth an encoding header.
      if (Buffer.byteLength(body) >= 1024) {
        expect(res.headers.get('content-encoding')).toBe('br');
        compressed++;
      }
      expect(body).not.toContain(DEVELOPMENT_ONLY);
    }
    expect(compressed).toBeGreaterThan(0);
    // The first page's chunk holds neither the on-device database nor the API client: they
    // load once someone signs in or a screen asks the server (README "Sign-in code loads on
    // sign-in"). A route's eager part importing a screen module would pull them in.
    // The boot script names the entry (data-entry) and the page preloads it and its imports.
    const first = [...html.matchAll(/(?:src|href|data-entry)="(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1]!,
    );
    expect(first.some((script) => /\/entry-[\w-]+\.js$/.test(script))).toBe(true);
    const entry = await Promise.all(
      [...new Set(first)].map((script) => fetch(`${baseURL}${script}`).then((r) => r.text())),
    );
    for (const body of entry) {
      expect(body).not.toContain('Dexie');
      expect(body).not.toContain('Network error. Please check your connection.');
      // Nor the forms' schemas: a route's search params take a leaf module (ADR 152).
      expect(body).not.toContain(MSG.nameInvalid);
      expect(body).not.toContain(DOCTOR_MSG.fee);
      expect(body).not.toContain(CHART_JS);
    }
    // chart.js is in the reports screen's chunk and nowhere else (README "Charts only on the
    // reports route"), so no other route grows by it.
    const assets = join(DIST, 'assets');
    const withCharts = readdirSync(assets).filter(
      (f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes(CHART_JS),
    );
    expect(withCharts).toEqual([expect.stringMatching(/^reports-[\w-]+\.js$/)]);
    // No source maps are published.
    expect((await fetch(`${baseURL}${scripts[0]}.map`)).headers.get('content-type')).toContain(
      'text/html',
    );
  });

  it('answers the public pages with their text already in the HTML, other routes with the shell', async () => {
    const about = await fetch(`${baseURL}/about`).then((r) => r.text());
    expect(about).toMatch(/<div id="root"><[\s\S]*<h1/);
    expect(about).toContain('<style>');
    const landing = await fetch(`${baseURL}/`).then((r) => r.text());
    expect(landing).toContain('Find and book verified doctors across Pakistan');
    const appointments = await fetch(`${baseURL}/patient/appointments`).then((r) => r.text());
    expect(appointments).toContain('<div id="root"></div>');
    // Any doctor's page is the doctor-page shell (frame and skeleton), the doctor asked for at once.
    const search = await fetch(`${baseURL}/api/doctors/search?limit=1`).then((r) => r.json());
    const id: string = search.data.doctors[0]._id;
    const doctor = await fetch(`${baseURL}/doctors/${id}`);
    expect(await doctor.text()).toContain('aria-label="Loading doctor profile"');
    expect(doctor.headers.get('link')).toBe(
      `</api/doctors/${id}>; rel=preload; as=fetch; crossorigin`,
    );
    const specialty = await fetch(`${baseURL}/doctors/cardiology`).then((r) => r.text());
    expect(specialty).toContain('<div id="root"></div>');
  });

  it('registers the service worker, so the app works offline', async () => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/');
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(scope).toBe(`${baseURL}/`);
    await context.close();
  });
});
