import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const PASSWORD = 'Karachi@2026';
const path = (url: string) => new URL(url).pathname;

/** The files of a ZIP archive by name (local headers; the export's entries are deflated). */
function unzip(archive: Buffer): Record<string, string> {
  const files: Record<string, string> = {};
  let at = 0;
  while (archive.readUInt32LE(at) === 0x04034b50) {
    const method = archive.readUInt16LE(at + 8);
    const size = archive.readUInt32LE(at + 18);
    const nameLength = archive.readUInt16LE(at + 26);
    const extraLength = archive.readUInt16LE(at + 28);
    const name = archive.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const start = at + 30 + nameLength + extraLength;
    const data = archive.subarray(start, start + size);
    files[name] = (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    at = start + size;
  }
  return files;
}

/** Creates a patient account through the sign-up screen; answers when sign-in is shown. */
async function signUp(page: Page, name: string, email: string) {
  await page.goto('/patient/sign-up');
  await page.getByRole('heading', { name: 'Create Patient Account' }).waitFor();
  await page.getByLabel(/^Full Name/).fill(name);
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: /create account/i }).click();
  await page
    .getByText('Account created successfully! Please sign in to continue.')
    .first()
    .waitFor();
  await page.waitForURL('**/sign-in**');
}

describe('an account the user controls', () => {
  it('a patient changes the password on one browser; the other is signed out', async () => {
    const email = `farah.${Date.now()}@example.pk`;
    const registered = await e2e.api('POST', '/auth/patient/register', {
      name: 'Farah Naz',
      email,
      password: PASSWORD,
    });
    expect(registered.status).toBe(201);
    const first = await e2e.newPage();
    const second = await e2e.newPage();
    for (const { page } of [first, second]) {
      await e2e.signIn(page, email, PASSWORD);
      await page.waitForURL('**/patient/dashboard');
    }

    const page = first.page;
    await page.goto('/patient/profile/settings');
    const card = page.getByRole('region', { name: 'Change Password' });
    await card.getByLabel(/^Current Password/).fill(PASSWORD);
    await card.getByLabel(/^New Password/).fill('Lahore#2027');
    await card.getByLabel(/^Confirm New Password/).fill('Lahore#2027');
    await card.getByRole('button', { name: 'Change Password' }).click();
    await card
      .getByText('Your password has been changed. Other devices were signed out.')
      .waitFor();

    // The other browser's next request is refused: it lands on sign-in, its session gone.
    await second.page.reload();
    await second.page.waitForURL('**/sign-in**');
    expect(await second.page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // This browser stays signed in; the old password no longer opens the account.
    await page.reload();
    await page.getByRole('region', { name: 'Change Password' }).waitFor();
    expect(path(page.url())).toBe('/patient/profile/settings');
    expect((await e2e.api('POST', '/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await e2e.api('POST', '/auth/login', { email, password: 'Lahore#2027' })).status).toBe(
      200,
    );
  }, 120_000);

  it('a new patient confirms the e-mail, exports the data, deletes the account and registers again', async () => {
    const email = `bilal.${Date.now()}@example.pk`;
    const { context, page } = await e2e.newPage();
    await signUp(page, 'Bilal Ahmed', email);
    await e2e.signIn(page, email, PASSWORD);
    await page.waitForURL('**/patient/dashboard');

    // Unconfirmed: the banner asks for it; the mailed link confirms it and the banner goes.
    await page.getByRole('region', { name: 'Confirm your e-mail address' }).waitFor();
    const outbox = await e2e.api('GET', '/dev/outbox');
    const mail = outbox.body.data.find(
      (m: { to: string; text: string }) => m.to === email && /verify-email\?token=/.test(m.text),
    );
    const link = String(mail?.text).match(/https?:\/\/\S+\/verify-email\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByText('Your e-mail address is confirmed.').waitFor();
    await page.goto('/patient/profile');
    const settings = page.getByRole('link', { name: 'Settings', exact: true });
    await settings.waitFor();
    expect(await page.getByRole('region', { name: 'Confirm your e-mail address' }).count()).toBe(0);
    // The account's own settings are a page under the profile (ADR 129).
    await settings.click();
    await page.getByRole('region', { name: 'Change Password' }).waitFor();
    expect(path(page.url())).toBe('/patient/profile/settings');

    // Export: the file arrives and holds the account's e-mail.
    const exportCard = page.getByRole('region', { name: 'Export My Data' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportCard.getByRole('button', { name: 'Export My Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const files = unzip(readFileSync((await download.path())!));
    expect(files['data.json']).toContain(email);
    expect(files['data.html']).toContain(email);
    await exportCard.getByText(/Its link works once, until/).waitFor();

    // Offline, the export says it needs a connection.
    await context.setOffline(true);
    await exportCard
      .getByText('You are offline. Exporting your data needs a connection.')
      .waitFor();
    await context.setOffline(false);

    // Delete: the list of what happens, the password, then home, signed out.
    const deleteCard = page.getByRole('region', { name: 'Delete My Account' });
    await deleteCard.getByRole('button', { name: 'Delete My Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('frees your e-mail address: it can register again.').waitFor();
    await dialog.getByLabel(/^Your Password/).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Your account has been deleted.').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await e2e.api('POST', '/auth/login', { email, password: PASSWORD })).status).toBe(401);

    // The same address registers again, as a new account.
    await signUp(page, 'Bilal Ahmed', email);
    await e2e.signIn(page, email, PASSWORD);
    await page.waitForURL('**/patient/dashboard');
  }, 180_000);

  it('the administrator deletes an account from Manage Users; a doctor is told to ask them', async () => {
    const email = `sadia.${Date.now()}@example.pk`;
    const registered = await e2e.api('POST', '/auth/patient/register', {
      name: 'Sadia Parveen',
      email,
      password: PASSWORD,
    });
    expect(registered.status).toBe(201);
    const { page } = await e2e.newPage();
    await e2e.signIn(page, e2e.env.adminEmail, e2e.env.adminPassword);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: 'Delete the account of Sadia Parveen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the account of Sadia Parveen?' });
    await dialog.getByText('The e-mail address can register again.').waitFor();
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('No users found').waitFor();
    expect((await e2e.api('POST', '/auth/login', { email, password: PASSWORD })).status).toBe(401);

    const doctor = await e2e.newPage();
    await e2e.signIn(doctor.page, DEMO_ACCOUNTS.doctor.email, DEMO_ACCOUNTS.doctor.password);
    await doctor.page.waitForURL('**/doctor/dashboard');
    await doctor.page.goto('/doctor/profile/settings');
    const card = doctor.page.getByRole('region', { name: 'Delete My Account' });
    await card.getByText(/deleted by the administrator/).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
  }, 120_000);
});
