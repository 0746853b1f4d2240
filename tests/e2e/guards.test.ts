import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '#server/db/schema/index';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** Puts a session in local storage the way the app stores it (keys token and user). */
async function storeSession(page: import('playwright-core').Page, email: string, password: string) {
  const res = await e2e.api('POST', '/auth/login', { email, password });
  await page.goto('/about');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, res.body.data);
}

describe('route guard and unknown paths', () => {
  it('an unknown path answers HTTP 404 and shows 404 Not Found', async () => {
    const { page } = await e2e.newPage();
    const answer = await page.goto('/no/such/page');
    expect(answer?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: '404 Not Found' }).waitFor(),
    ).resolves.toBeUndefined();
  });

  it('a page the app has, dynamic ones too, answers HTTP 200', async () => {
    const [doctor] = await e2e.db.select({ id: doctors.id }).from(doctors).limit(1);
    for (const path of ['/about', `/doctors/${doctor!.id}`, '/reset-password/not-a-real-link']) {
      const res = await fetch(`${e2e.baseURL}${path}`);
      expect([path, res.status]).toEqual([path, 200]);
    }
  });

  it('a signed-out visitor opening a patient page is sent to sign-in', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/patient/dashboard');
    await page.waitForURL('**/sign-in');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });

  it('a patient opening an admin page is sent to their own dashboard', async () => {
    const { page } = await e2e.newPage();
    await storeSession(page, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    await page.goto('/admin/users');
    await page.waitForURL('**/patient/dashboard');
    expect(new URL(page.url()).pathname).toBe('/patient/dashboard');
  });

  it('a signed-in doctor landing on / goes to the doctor dashboard', async () => {
    const { page } = await e2e.newPage();
    await storeSession(page, DEMO_ACCOUNTS.doctor.email, DEMO_ACCOUNTS.doctor.password);
    await page.goto('/');
    await page.waitForURL('**/doctor/dashboard');
    expect(new URL(page.url()).pathname).toBe('/doctor/dashboard');
  });

  it('an unverified doctor is sent to verification pending', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/about');
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-real-token');
      localStorage.setItem(
        'user',
        JSON.stringify({
          _id: 'x',
          name: 'Dr. Pending',
          email: 'p@x.pk',
          role: 'doctor',
          isVerified: false,
          status: 'pending',
          createdAt: new Date().toISOString(),
        }),
      );
    });
    await page.goto('/doctor/dashboard');
    await page.waitForURL('**/verification-pending');
    expect(new URL(page.url()).pathname).toBe('/verification-pending');
  });
});
