import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

type Row = { _id: string; status: string; appointmentId?: string; title?: string };
const SAVED_OFFLINE = 'Saved on this device — will sync when you are back online';
const TITLE = 'E2E kind and unhurried';

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let token = '';
let target = '';

const myReviews = async (): Promise<Row[]> =>
  (await e2e.api('GET', '/reviews/my-reviews?limit=50', undefined, token)).body.data.reviews;

beforeAll(async () => {
  e2e = await startE2E();
  const { email, password } = DEMO_ACCOUNTS.patient;
  token = await e2e.tokenFor(email, password);
  const visits: Row[] = (await e2e.api('GET', '/appointments', undefined, token)).body.data;
  const reviewed = new Set((await myReviews()).map((r) => r.appointmentId));
  const open = visits.filter((a) => a.status === 'completed' && !reviewed.has(a._id));
  if (open.length === 0) throw new Error('the demo patient has no unreviewed completed visit');
  target = open[0]!._id;
  ({ context, page } = await e2e.newPage());
});
afterAll(() => e2e?.close());

describe('Reviews offline', () => {
  it('a review written offline shows waiting to sync and reaches the server exactly once', async () => {
    await e2e.signIn(page, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    await page.waitForURL('**/patient/dashboard');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto('/patient/reviews');
    await page.getByRole('heading', { name: 'Your Reviews' }).waitFor();
    const choice = page.getByRole('combobox', { name: /^Appointment/ });
    await choice.locator(`option[value="${target}"]`).waitFor({ state: 'attached' });

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Your Reviews' }).waitFor();
    await choice.locator(`option[value="${target}"]`).waitFor({ state: 'attached' });
    await choice.selectOption(target);
    await page.getByRole('radio', { name: '4 out of 5 stars' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await page
      .getByRole('textbox', { name: /^Your review/ })
      .fill('The doctor explained every result and never rushed me.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText(SAVED_OFFLINE).first().waitFor();
    const card = page.getByRole('article', { name: TITLE });
    await card.getByText('Waiting to sync').waitFor();
    expect(await card.getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1);
    expect((await myReviews()).filter((r) => r.appointmentId === target)).toEqual([]);

    await context.setOffline(false);
    await card.getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 30_000 });
    const onServer = (await myReviews()).filter((r) => r.appointmentId === target);
    expect(onServer).toHaveLength(1);
    expect(onServer[0]).toMatchObject({ title: TITLE, status: 'approved' });
    // The server's copy replaced the one written on the device, and it can now be edited.
    const synced = page.getByRole('article', { name: TITLE });
    await synced.getByRole('button', { name: /^Edit/ }).and(page.locator(':enabled')).waitFor();
  });
});
