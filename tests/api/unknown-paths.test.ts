import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appRoutePatterns,
  PRERENDERED_DIR,
  PRERENDERED_ROUTES,
  prerenderedPattern,
} from '#app/prerender';
import { staticApp } from '#server/static';
import { startTestServer, type TestServer } from '../support/test-server';

// A built app in miniature: index.html, the public pages, and the route list the build writes
// from the real app's routes.
const dist = mkdtempSync(join(tmpdir(), 'mashwara-dist-'));
const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/app.js"></script>';
let server: TestServer;

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, PRERENDERED_DIR));
  const manifest: Record<string, string> = {};
  for (const [path, file] of Object.entries(PRERENDERED_ROUTES)) {
    writeFileSync(join(dist, PRERENDERED_DIR, file), `<!doctype html><p>page ${path}</p>`);
    manifest[prerenderedPattern(path)] = `/${PRERENDERED_DIR}/${file}`;
  }
  writeFileSync(join(dist, '.prerendered.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, '.app-routes.json'), JSON.stringify(appRoutePatterns()));
  server = await startTestServer({ staticApp: staticApp(dist) });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const open = (path: string) => server.app.request(path);
const DOCTOR_ID = '7b75d7a3-b858-4e6f-a39b-99e2e1406645';

describe('a path the app has no page for', () => {
  it('answers 404 with the app page, which draws the 404 Not Found screen', async () => {
    for (const path of [
      '/no-such-page',
      '/patient',
      '/patient/dashboardx',
      '/doctors/cardiology/extra',
      '/reset-password',
      '/.mashwara-build.json',
    ]) {
      const res = await open(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('leaves the API its own JSON 404', async () => {
    const res = await open('/api/no-such-call');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });
});

describe('a path the app has a page for', () => {
  it('answers 200, dynamic paths included', async () => {
    for (const path of [
      '/',
      '/about',
      '/sign-in',
      '/doctors',
      `/doctors/${DOCTOR_ID}`,
      '/doctors/cardiology',
      '/reset-password/2f0c9e4b1a7d',
      '/patient/dashboard',
      '/patient/dashboard/',
      `/patient/doctors/${DOCTOR_ID}`,
      `/patient/book-appointment/${DOCTOR_ID}`,
      `/patient/appointments/${DOCTOR_ID}/pass`,
      '/doctor/schedule',
      '/admin/settings',
    ]) {
      const res = await open(path);
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
    }
    expect(await (await open('/patient/dashboard')).text()).toBe(INDEX);
    expect(await (await open(`/doctors/${DOCTOR_ID}`)).text()).toContain('page /doctors/');
  });
});
