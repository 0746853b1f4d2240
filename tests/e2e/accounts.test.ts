import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const path = (url: string) => new URL(url).pathname;

describe('accounts in the browser', () => {
  it('a patient signs up, is sent to sign-in with the e-mail prefilled, and lands on the dashboard', async () => {
    const { page } = await e2e.newPage();
    const email = `amna.${Date.now()}@example.pk`;
    await page.goto('/patient/sign-up');
    await page.getByRole('heading', { name: 'Create Patient Account' }).waitFor();
    await page
      .getByLabel(/full name|name/i)
      .first()
      .fill('Amna Siddiqui');
    await page.getByLabel(/email/i).first().fill(email);
    await page
      .getByLabel(/^password/i)
      .first()
      .fill('Karachi@2026');
    await page.getByRole('button', { name: /create account|sign up/i }).click();
    await page
      .getByText('Account created successfully! Please sign in to continue.')
      .first()
      .waitFor();
    await page.waitForURL('**/sign-in**');
    await expect(page.getByLabel(/email/i).first().inputValue()).resolves.toBe(email);
    await page
      .getByLabel(/^password/i)
      .first()
      .fill('Karachi@2026');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL('**/patient/dashboard');
    expect(path(page.url())).toBe('/patient/dashboard');
    const stored = await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('user'),
    ]);
    expect(stored[0]).toBeTruthy();
    expect(JSON.parse(stored[1] ?? '{}')).toMatchObject({ email, role: 'patient' });
  });

  it('a doctor signs up, signs in and sees the pending page with a ticking countdown', async () => {
    const { page } = await e2e.newPage();
    const email = `dr.bilal.${Date.now()}@example.pk`;
    await page.goto('/doctor/sign-up');
    await page.getByRole('heading', { name: 'Create Doctor Account' }).waitFor();
    await page
      .getByLabel(/full name|^name/i)
      .first()
      .fill('Bilal Chaudhry');
    await page.getByLabel(/email/i).first().fill(email);
    await page
      .getByLabel(/^password/i)
      .first()
      .fill('Lahore@2026');
    await page
      .getByLabel(/speciali[sz]ation/i)
      .first()
      .selectOption('Cardiology');
    await page
      .getByLabel(/qualifications/i)
      .first()
      .fill('MBBS, FCPS');
    await page
      .getByLabel(/clinic/i)
      .first()
      .fill('Heart Care, Lahore');
    await page
      .getByLabel(/experience/i)
      .first()
      .fill('8');
    await page
      .getByLabel(/license/i)
      .first()
      .fill('PMDC-55501');
    await page.getByRole('button', { name: 'Create Doctor Account' }).click();
    await page.waitForURL('**/verification-pending');

    // Signing in again as the pending doctor also lands on the pending page.
    await page.evaluate(() => localStorage.clear());
    await e2e.signIn(page, email, 'Lahore@2026');
    await page.waitForURL('**/verification-pending');
    await page.getByText(email).first().waitFor();
    const seconds = page.getByText(/seconds/i).first();
    await seconds.waitFor();
    const before = await page.locator('main').textContent();
    await page.waitForTimeout(1500);
    const after = await page.locator('main').textContent();
    expect(after).not.toBe(before);
  });

  it('the administrator signs in and lands on the admin dashboard', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, e2e.env.adminEmail, e2e.env.adminPassword);
    await page.waitForURL('**/admin/dashboard');
    expect(path(page.url())).toBe('/admin/dashboard');
  });

  it('a password reset through the link in the outbox works, and the old password stops working', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/forgot-password');
    await page.getByLabel(/email/i).first().fill(DEMO_ACCOUNTS.patient.email);
    await page.getByRole('button', { name: /send|reset/i }).click();
    await page.getByText('Check your email').first().waitFor();

    const outbox = await e2e.api('GET', '/dev/outbox');
    const mail = outbox.body.data.find((m: { to: string }) => m.to === DEMO_ACCOUNTS.patient.email);
    const link = String(mail.text).match(/https?:\/\/\S+\/reset-password\/\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname);
    await page
      .getByLabel(/^new password|^password/i)
      .first()
      .fill('NewPass@2026');
    await page
      .getByLabel(/confirm/i)
      .first()
      .fill('NewPass@2026');
    await page.getByRole('button', { name: /reset password/i }).click();
    await page.waitForURL('**/sign-in**', { timeout: 10_000 });

    const oldLogin = await e2e.api('POST', '/auth/login', {
      email: DEMO_ACCOUNTS.patient.email,
      password: DEMO_ACCOUNTS.patient.password,
    });
    expect(oldLogin.status).toBe(401);
    await e2e.signIn(page, DEMO_ACCOUNTS.patient.email, 'NewPass@2026');
    await page.waitForURL('**/patient/dashboard');
  });
});
