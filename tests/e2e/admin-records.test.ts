import { readFileSync } from 'node:fs';
import { like } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/index';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

let e2e: E2E;
let admin: Page;
let patient: Page;

beforeAll(async () => {
  e2e = await startE2E();
  ({ page: admin } = await e2e.newPage());
  ({ page: patient } = await e2e.newPage());
  await admin.setViewportSize({ width: 1366, height: 900 });
});
afterAll(() => e2e?.close());

describe("The administrator's records", () => {
  it('blocks a patient, whose open tab is signed out on its next request', async () => {
    await e2e.signIn(patient, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    await patient.waitForURL('**/patient/**');

    await e2e.signIn(admin, e2e.env.adminEmail, e2e.env.adminPassword);
    await admin.waitForURL('**/admin/**');
    await admin.goto('/admin/users');
    await admin.getByRole('heading', { name: 'Manage Users' }).waitFor();
    await admin.getByLabel('Search').fill(DEMO_ACCOUNTS.patient.email);
    // The filter is kept in the URL.
    await admin.waitForURL((url) => url.searchParams.get('search') === DEMO_ACCOUNTS.patient.email);
    // The URL changes at once; the rows follow when the loader answers: the header and one user.
    await expect.poll(() => admin.getByRole('row').count()).toBe(2);
    const status = admin.getByLabel(`Status of ${DEMO_ACCOUNTS.patient.name}`);
    await status.selectOption('blocked');
    await admin.getByText('User status updated successfully').waitFor();
    expect(await status.inputValue()).toBe('blocked');

    // The patient's open tab, without a reload, makes its next request and is sent to sign in.
    await patient.getByRole('link', { name: 'My Reviews' }).first().click();
    await patient.waitForURL('**/sign-in**');
    const session = await patient.evaluate(() => JSON.stringify(localStorage));
    expect(session).not.toContain(DEMO_ACCOUNTS.patient.email);

    const again = await e2e.api('POST', '/auth/login', {
      email: DEMO_ACCOUNTS.patient.email,
      password: DEMO_ACCOUNTS.patient.password,
    });
    expect(again.status).toBe(403);
  });

  it('finds their own sign-in in the audit log', async () => {
    await admin.goto('/admin/logs');
    await admin.getByRole('heading', { name: 'Audit Logs' }).waitFor();
    await admin.getByLabel('Type').selectOption('login');
    await admin.waitForURL((url) => url.searchParams.get('type') === 'login');
    await admin.getByLabel('Search').fill('Administrator');
    await admin.waitForURL((url) => url.searchParams.get('search') === 'Administrator');
    const row = admin
      .getByRole('row')
      .filter({ hasText: 'Administrator' })
      .filter({ hasText: 'login' });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('session');

    // And the block just made, under Update.
    await admin.getByLabel('Type').selectOption('update');
    await admin.getByLabel('Search').fill('');
    await admin
      .getByRole('row')
      .filter({ hasText: `${DEMO_ACCOUNTS.patient.email}: active → blocked` })
      .waitFor();
  });

  it('pages through appointments, confirms a pending one at once, and exports the filtered table', async () => {
    await admin.goto('/admin/appointments');
    await admin.getByRole('heading', { name: 'Manage Appointments' }).waitFor();
    const pager = admin.getByRole('navigation', { name: 'Pages' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await admin.waitForURL((url) => url.searchParams.get('page') === '2');
    await pager.getByRole('button', { name: 'Page 2 of', exact: false }).first().waitFor();

    await admin.getByLabel('Status', { exact: true }).selectOption('pending');
    await admin.waitForURL(
      (url) => url.searchParams.get('status') === 'pending' && !url.searchParams.has('page'),
    );
    // The URL changes at once; the rows follow when the loader answers.
    const statuses = () =>
      admin
        .getByRole('row')
        .getByRole('combobox')
        .evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value));
    await expect
      .poll(async () => {
        const values = await statuses();
        return values.length > 0 && values.every((v) => v === 'pending');
      })
      .toBe(true);
    const first = admin.getByRole('row').nth(1);
    await first.getByRole('combobox').selectOption('scheduled');
    await admin.getByText('Appointment status updated successfully').waitFor();
    // The patient is told, in the clinic's words.
    const told = await e2e.db
      .select()
      .from(notifications)
      .where(like(notifications.message, 'The clinic confirmed your appointment%'));
    expect(told).toHaveLength(1);

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^appointments-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const csv = readFileSync(path, 'utf8');
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toMatch(/^Patient,Patient Email,Doctor,/);
    // The export is the filtered table: every row pending.
    expect(rows.slice(1).every((r) => r.includes(',pending,'))).toBe(true);
  });
});
