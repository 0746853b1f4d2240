import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from '#server/env';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

/**
 * ADR 127: a signed-in start's code comes in one chunk per set of roles (signed-in, care, and
 * each role's start), and nobody downloads a chunk that is not theirs: a public page none of
 * them, a patient not the doctor's or the administrator's start, and so on.
 */
const START_CHUNKS = [
  'signed-in',
  'care',
  'patient-start',
  'doctor-start',
  'admin-start',
  'desk-start',
];
/** The doctor's side of a video visit, a part only the doctor renders of a route both open. */
const DOCTOR_PART = 'doctor-call';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
}, 300_000);

afterAll(async () => {
  await e2e?.close();
});

/** The start chunks a page loads when it opens `path`, signed in as `who` (or signed out). */
async function startChunksOf(path: string, who?: { email: string; password: string }) {
  const context = await e2e.browser.newContext({ baseURL: e2e.baseURL, serviceWorkers: 'block' });
  try {
    if (who) {
      const signing = await context.newPage();
      await e2e.signIn(signing, who.email, who.password);
      await signing.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
      await signing.close();
    }
    const page: Page = await context.newPage();
    const loaded = new Set<string>();
    page.on('response', (res) => {
      const name = /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(res.url()).pathname)?.[1];
      if (name && [...START_CHUNKS, DOCTOR_PART].includes(name)) loaded.add(name);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // The header's account menu is one of the start's parts: it shows once they are in.
    if (who) await page.locator('.account-menu button[aria-haspopup]').waitFor();
    await page.waitForLoadState('networkidle');
    return [...loaded].sort();
  } finally {
    await context.close();
  }
}

describe("a signed-in start's chunks", () => {
  it('public pages load none of them', async () => {
    expect(await startChunksOf('/')).toEqual([]);
    expect(await startChunksOf('/doctors')).toEqual([]);
  });

  it("a patient loads the shared ones and the patient's start only", async () => {
    expect(await startChunksOf('/patient/dashboard', DEMO_ACCOUNTS.patient)).toEqual([
      'care',
      'patient-start',
      'signed-in',
    ]);
  });

  it("a patient in a video visit's room loads no doctor's code; the doctor loads their side", async () => {
    const room = '/call/00000000-0000-4000-8000-000000000000';
    expect(await startChunksOf(room, DEMO_ACCOUNTS.patient)).toEqual([
      'care',
      'patient-start',
      'signed-in',
    ]);
    expect(await startChunksOf(room, DEMO_ACCOUNTS.doctor)).toEqual([
      'care',
      DOCTOR_PART,
      'doctor-start',
      'signed-in',
    ]);
  });

  it("a doctor loads the shared ones and the doctor's start only", async () => {
    expect(await startChunksOf('/doctor/dashboard', DEMO_ACCOUNTS.doctor)).toEqual([
      'care',
      'doctor-start',
      'signed-in',
    ]);
  });

  it("an administrator loads neither the patient's nor the doctor's", async () => {
    const admin = { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD };
    expect(await startChunksOf('/admin/dashboard', admin)).toEqual(['admin-start', 'signed-in']);
  });

  it("a front desk member loads the shared start and the desk's only", async () => {
    expect(await startChunksOf('/desk', DEMO_ACCOUNTS.desk)).toEqual(['desk-start', 'signed-in']);
  });
});
