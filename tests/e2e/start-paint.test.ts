import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leftovers } from '../support/device-leftovers';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

/**
 * The last screen painted at boot (ADR 120): a returning patient's My Appointments is painted
 * from the device before the app's JavaScript runs, inert, saying when it was last synced, and
 * gives way to the live screen; nothing of it is painted or kept after sign-out or for another
 * user on the same device.
 */
const PATIENT = DEMO_ACCOUNTS.patient;
const PATH = '/patient/appointments';
const OTHER = { name: 'Second Patient', email: `second.${Date.now()}@example.pk` };
const PASSWORD = 'Strong@Pass1';

let e2e: E2E;
let context: BrowserContext;
let page: Page;
/** The doctors' names on the patient's live cards: the needles of the checks below. */
let names: string[] = [];
/** The live cards, and those that start within the first screenful and a half (ADR 124). */
let cards = { total: 0, atMost: 0, firstNames: [] as string[] };
/**
 * A card that starts this close to the fold may fall on either side of it: the copy is cut when
 * the rows first show, the live cards are measured after, and the page settles in between.
 */
const NEAR_FOLD = 80;

/** Records, before any page script runs, whether a saved screen was ever painted and its text. */
const WATCH_PAINT = () => {
  const seen: string[] = [];
  (window as unknown as { __painted: string[] }).__painted = seen;
  new MutationObserver(() => {
    const shell = document.getElementById('last-screen');
    if (shell) seen.push(shell.textContent ?? '');
  }).observe(document, { childList: true, subtree: true });
};
const painted = (p: Page) =>
  p.evaluate(() => (window as unknown as { __painted: string[] }).__painted);

const savedKeys = (p: Page) =>
  p.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('lastScreen:')));

/** Opens the patient's screen live and waits until it is saved for the next start. */
async function openAndSave(p: Page, userKey: string) {
  await p.goto(PATH);
  await p.locator('#root article.appt-card').first().waitFor();
  await p.waitForFunction(
    (key) => Object.keys(localStorage).some((k) => k.startsWith(key)),
    `lastScreen:${userKey}:en:${PATH}`,
  );
}

beforeAll(async () => {
  e2e = await startE2E();
  const reg = await e2e.api('POST', '/auth/patient/register', {
    name: OTHER.name,
    email: OTHER.email,
    password: PASSWORD,
  });
  if (reg.status !== 201) throw new Error(`could not register the second patient: ${reg.status}`);
  ({ context, page } = await e2e.newPage());
  await context.addInitScript(WATCH_PAINT);
  await e2e.signIn(page, PATIENT.email, PATIENT.password);
  await page.waitForURL('**/patient/dashboard');
  const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!)._id);
  await openAndSave(page, userId);
  names = await page.locator('#root article.appt-card .appt-doctor').allTextContents();
  names = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  if (!names.length) throw new Error('the demo patient has no appointment cards');
  const live = await page.locator('#root article.appt-card').evaluateAll((all) =>
    all.map((card) => ({
      top: card.getBoundingClientRect().top + window.scrollY,
      name: card.querySelector('.appt-doctor')?.textContent?.trim() ?? '',
    })),
  );
  const fold = await page.evaluate(() => window.innerHeight * 1.5);
  const first = live.filter((card) => card.top <= fold - NEAR_FOLD);
  cards = {
    total: live.length,
    atMost: live.filter((card) => card.top <= fold + NEAR_FOLD).length,
    firstNames: first.map((c) => c.name),
  };
}, 120_000);

afterAll(() => e2e?.close());

describe('the last screen painted at boot', () => {
  it('paints the saved screen before the app runs: inert, no ids, no working control, last synced; then the live screen', async () => {
    // The same device, with the app's entry held back so the saved screen can be examined.
    const held = await e2e.browser.newContext({
      baseURL: e2e.baseURL,
      serviceWorkers: 'block',
      storageState: await context.storageState(),
    });
    let release = () => {};
    const released = new Promise<void>((r) => (release = r));
    await held.route('**/assets/entry-*.js', async (route) => {
      await released;
      await route.continue();
    });
    const early = await held.newPage();
    await early.goto(PATH, { waitUntil: 'commit' });
    const shell = early.locator('#last-screen');
    await shell.locator('article.appt-card').first().waitFor();

    expect(await shell.getAttribute('inert')).toBe('');
    expect(await early.locator('#root').isHidden()).toBe(true);
    // The first screenful and a half, no more: what starts below it is left out of the copy.
    for (const name of cards.firstNames) expect(await shell.textContent()).toContain(name);
    const copied = await shell.locator('article.appt-card').count();
    expect(copied).toBeGreaterThanOrEqual(Math.max(cards.firstNames.length, 1));
    // Cards well below the fold are left out (on days when the demo patient has such cards).
    expect(copied).toBeLessThanOrEqual(cards.atMost);
    await shell.getByText(/^Last synced /).waitFor();
    expect(await shell.locator('[id]').count()).toBe(0);
    const working = shell.locator(
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex], [contenteditable]',
    );
    expect(await working.count()).toBe(0);

    // A tap on a card's button and the keyboard reach nothing.
    const box = await shell.locator('article.appt-card button').first().boundingBox();
    if (box) await early.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await early.keyboard.press('Tab');
    expect(await early.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await early.getByRole('dialog').count()).toBe(0);
    expect(new URL(early.url()).pathname).toBe(PATH);

    // The app runs: the live screen takes over once it has its rows.
    release();
    await early.locator('#root article.appt-card').first().waitFor();
    await shell.waitFor({ state: 'detached' });
    expect(await early.locator('#root').isVisible()).toBe(true);
    await held.close();
  });

  it('after sign-out nothing of the screen is stored, and nothing is painted at the next start', async () => {
    expect((await leftovers(page, names)).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: new RegExp(PATIENT.name) }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    const warning = page.getByRole('dialog');
    if (await warning.isVisible().catch(() => false)) {
      await warning.getByRole('button', { name: 'Sign Out' }).click();
    }
    await page.waitForURL('**/sign-in');
    expect(await savedKeys(page)).toEqual([]);
    expect(await leftovers(page, names)).toEqual([]);

    await page.goto(PATH);
    await page.waitForURL('**/sign-in');
    expect(await painted(page)).toEqual([]);
  });

  it('when another user signs in on the device, the first one’s screen is neither kept nor painted', async () => {
    // The first user again, saved; then their session ends without a sign-out (it expired).
    await e2e.signIn(page, PATIENT.email, PATIENT.password);
    // Back at My Appointments, where the last test was sent to sign in.
    await page.waitForURL(`**${PATH}`);
    const first = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!)._id);
    await openAndSave(page, first);
    await page.evaluate(() => localStorage.removeItem('token'));

    await e2e.signIn(page, OTHER.email, PASSWORD);
    // Back where the first user's session ended, or at the dashboard.
    await page.waitForURL(/\/patient\//);
    expect((await savedKeys(page)).filter((k) => k.includes(first))).toEqual([]);
    // The mirror keeps the first user's rows apart (their queued changes wait for them, ADR 006);
    // what is stored beside the session names none of their doctors.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    for (const name of names) expect(stored).not.toContain(name);

    await page.goto(PATH);
    await page.getByRole('heading', { name: 'My Appointments' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'My Appointments' }).waitFor();
    for (const text of await painted(page)) {
      for (const name of names) expect(text).not.toContain(name);
    }
  });
});
