import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from '../support/e2e';

let e2e: E2E;
let page: Page;
let token: string;

beforeAll(async () => {
  e2e = await startE2E();
  ({ page } = await e2e.newPage());
  token = await e2e.tokenFor(e2e.env.adminEmail, e2e.env.adminPassword);
});
afterAll(() => e2e?.close());

/** How many pixels of each chart's canvas have been painted. */
const paintedPixels = () =>
  page.$$eval('section.reports-chart canvas', (canvases) =>
    canvases.map((c) => {
      const canvas = c as HTMLCanvasElement;
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
      return painted;
    }),
  );

const tableRows = (chart: string) =>
  page.getByRole('table', { name: chart }).locator('tbody tr').count();

describe('Reports & Analytics', () => {
  it('the administrator opens Reports and sees the four charts drawn from real figures', async () => {
    await e2e.signIn(page, e2e.env.adminEmail, e2e.env.adminPassword);
    await page.waitForURL(/\/admin\//);
    await page.getByRole('link', { name: 'Reports', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Reports & Analytics' }).waitFor();
    await expect(page.getByRole('combobox', { name: 'Date range' }).inputValue()).resolves.toBe(
      'week',
    );

    for (const name of [
      'Appointments Overview',
      'Revenue Analysis',
      'Specialties Distribution',
      'User Growth',
    ]) {
      await page.getByRole('img', { name }).waitFor();
    }
    await expect
      .poll(paintedPixels, { timeout: 10_000 })
      .toSatisfy((counts: number[]) => counts.length === 4 && counts.every((n) => n > 500));

    const summary = await e2e.api('GET', '/admin/reports/summary?range=week', undefined, token);
    const total = summary.body.data.totalAppointments.value as number;
    const card = page.locator('.reports-card', { hasText: 'Total Appointments' });
    await expect(card.locator('.reports-card-value').textContent()).resolves.toBe(
      total.toLocaleString('en-PK'),
    );
    expect(await tableRows('Appointments Overview')).toBe(7);
  });

  it('switching to Last 12 Months asks the server again and draws 12 months', async () => {
    const asked = page.waitForRequest((r) =>
      r.url().includes('/api/admin/reports/appointments?range=year'),
    );
    await page.getByRole('combobox', { name: 'Date range' }).selectOption({
      label: 'Last 12 Months',
    });
    await asked;
    await page.waitForURL(/range=year/);
    await expect.poll(() => tableRows('Appointments Overview')).toBe(12);
    expect(await tableRows('User Growth')).toBe(12);

    const year = await e2e.api('GET', '/admin/reports/summary?range=year', undefined, token);
    const revenue = year.body.data.totalRevenue.value as number;
    const card = page.locator('.reports-card', { hasText: 'Total Revenue' });
    await expect(card.locator('.reports-card-value').textContent()).resolves.toBe(
      `Rs ${revenue.toLocaleString('en-US')}`,
    );
    await expect
      .poll(paintedPixels)
      .toSatisfy((counts: number[]) => counts.length === 4 && counts.every((n) => n > 500));
  });

  it('reads in Urdu, right to left, with the dates written in Urdu', async () => {
    await page.getByRole('button', { name: 'اردو' }).first().click();
    await page.getByRole('heading', { name: 'رپورٹس اور تجزیہ' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('img', { name: 'آمدنی کا تجزیہ' }).waitFor();
    const months = await page
      .getByRole('table', { name: 'اپوائنٹمنٹس کا جائزہ' })
      .locator('tbody tr th, tbody tr td')
      .first()
      .textContent();
    expect(months).not.toMatch(/[A-Za-z]/);
  });
});
