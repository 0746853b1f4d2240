import { eq, ne, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, doctors, users } from '#server/db/schema/index';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';
import { readCatalog } from '../support/message-scan';

let e2e: E2E;
let page: Page;
let adminToken = '';
let pendingDoctorId = '';
/** Every request of the administrator's page answered 403, as `METHOD path status`. */
const refused: string[] = [];

const PENDING = DEMO_ACCOUNTS.pendingDoctor;
const REJECTED = {
  name: 'Tariq Mehmood',
  email: `tariq.${Date.now()}@example.pk`,
  password: 'Strong@Pass1',
};

/** The figure shown under a stat card's label. */
const card = (label: string) =>
  page
    .locator('.ad-stat')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
const number = (n: number) => new Intl.NumberFormat('en-PK').format(n);

beforeAll(async () => {
  e2e = await startE2E();
  adminToken = await e2e.tokenFor(e2e.env.adminEmail, e2e.env.adminPassword);
  const [row] = await e2e.db
    .select({ id: doctors.id })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(users.email, PENDING.email));
  pendingDoctorId = row!.id;
  const reg = await e2e.api('POST', '/auth/doctor/register', {
    ...REJECTED,
    specialization: 'Dermatology',
    qualifications: 'MBBS',
    clinicName: 'Skin Care Clinic',
    experience: 3,
    licenseNumber: 'PMDC-55-E2E',
    consultationFee: 2000,
  });
  expect(reg.status).toBe(201);
  ({ page } = await e2e.newPage());
  await page.setViewportSize({ width: 1366, height: 900 });
  page.on('response', (res) => {
    if (res.status() === 403)
      refused.push(`${res.request().method()} ${new URL(res.url()).pathname} ${res.status()}`);
  });
});
afterAll(() => e2e?.close());

describe("the administrator's home", () => {
  it('the administrator signs in and the dashboard shows the real totals', async () => {
    await e2e.signIn(page, e2e.env.adminEmail, e2e.env.adminPassword);
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    const stats = (await e2e.api('GET', '/admin/stats', undefined, adminToken)).body.data;
    const [people] = await e2e.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(ne(users.role, 'admin'));
    const [pending] = await e2e.db
      .select({ n: sql<number>`count(*)::int` })
      .from(doctors)
      .where(eq(doctors.verificationStatus, 'pending'));
    const [allAppointments] = await e2e.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appointments);
    expect(stats.totalUsers).toBe(people!.n);
    // The demo's pending doctor and the applicant registered above.
    expect(stats.pendingVerifications).toBe(pending!.n);
    expect(pending!.n).toBe(2);
    expect(stats.totalAppointments).toBeGreaterThan(0);
    expect(stats.totalAppointments).toBeLessThanOrEqual(allAppointments!.n);

    expect(await card('Total Users').textContent()).toBe(number(stats.totalUsers));
    expect(await card('Total Doctors').textContent()).toBe(number(stats.totalDoctors));
    expect(await card('Pending Verifications').textContent()).toBe('2');
    expect(await card('Total Appointments').textContent()).toBe(number(stats.totalAppointments));
    expect(await card('Active Users').textContent()).toBe(number(stats.activeUsers));
    expect(await card('System Health').textContent()).toBe(`${stats.systemHealth}%`);

    const activities = page.getByRole('region', { name: 'Recent Activities' });
    await activities.getByText('Administrator (admin): Signed in as admin').first().waitFor();
    expect(await activities.getByRole('link', { name: 'View all logs' }).getAttribute('href')).toBe(
      '/admin/logs',
    );
    const quick = page.getByRole('navigation', { name: 'Quick Actions' });
    // Six of the dashboard's own, then the refunds to make, the messages and, outside
    // production, the local outbox.
    expect(await quick.getByRole('link').count()).toBe(9);
    expect(await quick.getByRole('link', { name: 'Refunds to make' }).getAttribute('href')).toBe(
      '/admin/refunds',
    );
    expect(await quick.getByRole('link', { name: 'Failed Messages' }).getAttribute('href')).toBe(
      '/admin/messages',
    );
    expect(await quick.getByRole('link', { name: 'Local Outbox' }).getAttribute('href')).toBe(
      '/admin/outbox',
    );
  });

  it('verifies the pending demo doctor, who then appears in the public doctors list', async () => {
    await page
      .getByRole('navigation', { name: 'Quick Actions' })
      .getByRole('link', { name: 'Verify Doctors' })
      .click();
    await page.waitForURL('**/admin/doctors');
    await page.getByLabel('Status').selectOption('pending');
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);

    await page.getByRole('button', { name: `View Details: ${PENDING.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Doctor Application' });
    await dialog.waitFor();
    for (const text of [
      'Pending Verification',
      'License Number',
      'Clinic/Hospital',
      PENDING.email,
    ]) {
      await dialog.getByText(text, { exact: true }).first().waitFor();
    }
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Doctor approved successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Still filtered on Pending: the verified doctor leaves the table, and focus goes to the
    // screen's heading rather than being lost.
    await expect.poll(() => rows.count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('verify-doctors-title');
    await page.getByLabel('Status').selectOption('verified');
    await page.getByRole('rowheader', { name: new RegExp(PENDING.name) }).waitFor();

    const [row] = await e2e.db.select().from(doctors).where(eq(doctors.id, pendingDoctorId));
    expect(row!.verificationStatus).toBe('verified');

    const visitor = (await e2e.newPage()).page;
    await visitor.goto(`/doctors?search=${encodeURIComponent(PENDING.name)}`);
    await visitor.locator(`a[href="/doctors/${pendingDoctorId}"]`).first().waitFor();
    // The doctor signs in now, lands on their dashboard and finds the news there.
    const doctorPage = (await e2e.newPage()).page;
    await e2e.signIn(doctorPage, PENDING.email, PENDING.password);
    await doctorPage.waitForURL('**/doctor/dashboard');
    await doctorPage
      .getByRole('region', { name: /Recent Notifications/ })
      .getByText('Application approved')
      .waitFor();
  });

  it('rejects an application with a reason, which the doctor is given at sign-in', async () => {
    await page.getByLabel('Status').selectOption('pending');
    await page.getByRole('button', { name: `View Details: ${REJECTED.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Verify Doctor Application' })
      .getByRole('button', { name: 'Reject' })
      .click();
    const confirm = page.getByRole('dialog', { name: `Reject application of ${REJECTED.name}` });
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await confirm.getByText('Please enter a reason.').waitFor();
    await confirm
      .getByLabel(/Reason for rejection/)
      .fill('Licence number not found in the register');
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Doctor rejected successfully').waitFor();
    await page.getByLabel('Status').selectOption('rejected');
    await page.getByRole('rowheader', { name: new RegExp(REJECTED.name) }).waitFor();

    const doctorPage = (await e2e.newPage()).page;
    await e2e.signIn(doctorPage, REJECTED.email, REJECTED.password);
    await doctorPage
      .getByText('Your application was rejected: Licence number not found in the register')
      .waitFor();
    expect(new URL(doctorPage.url()).pathname).toBe('/sign-in');
  });

  it('both screens and the application read in Urdu, right to left', async () => {
    const { messages: ur } = readCatalog('ur');
    const data = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === 'string') data.add(value.trim());
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect((await e2e.api('GET', '/admin/doctors', undefined, adminToken)).body.data);
    collect((await e2e.api('GET', '/admin/recent-activities', undefined, adminToken)).body.data);
    // The administrator's own name in the header is data too.
    collect((await e2e.api('GET', '/auth/profile', undefined, adminToken)).body.data);
    const english = Object.keys(ur).filter((id) => ur[id] !== id && !data.has(id));
    const leftInEnglish = () =>
      page.evaluate((ids) => {
        const known = new Set(ids);
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = n.textContent?.replace(/\s+/g, ' ').trim();
          if (text && known.has(text) && !n.parentElement?.closest('script,style,[hidden]'))
            found.push(text);
        }
        for (const el of document.body.querySelectorAll('[aria-label],[placeholder]')) {
          for (const attr of ['aria-label', 'placeholder']) {
            const value = el.getAttribute(attr)?.trim();
            if (value && known.has(value)) found.push(`${attr}="${value}"`);
          }
        }
        return found;
      }, english);

    await page.getByRole('button', { name: 'اردو' }).first().click();
    // The Urdu catalog loads first: wait for the page to turn before reading its direction.
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { name: ur['Verify Doctors'] }).waitFor();
    expect(await leftInEnglish()).toEqual([]);
    await page.getByRole('button', { name: new RegExp(REJECTED.name) }).click();
    await page.getByRole('dialog', { name: ur['Verify Doctor Application'] }).waitFor();
    expect(await leftInEnglish()).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: ur['Admin Dashboard'] }).waitFor();
    expect(await leftInEnglish()).toEqual([]);
  });

  it("asks for nothing an administrator is refused, the background refresh's included", async () => {
    // The refresh runs at sign-in and again on each page load; by now it has run several times.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });
});
