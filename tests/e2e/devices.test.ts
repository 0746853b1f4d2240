import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const { patient, doctor } = DEMO_ACCOUNTS;

async function openDevicesFromMenu(page: Page) {
  await page.locator('.account-menu > button').click();
  await page.getByRole('link', { name: 'Signed-in devices' }).click();
  await page.waitForURL('**/devices');
  await page.getByRole('heading', { name: 'Signed-in devices' }).waitFor();
}

describe('signed-in devices', () => {
  it('one browser ends the other’s session; the other is signed out on its next request', async () => {
    // A third device signed in before the two browsers, so after the second browser's session
    // ends one other is left, and "End all other sessions" has something to end.
    await e2e.tokenFor(patient.email, patient.password);
    const first = await e2e.newPage();
    const second = await e2e.newPage();
    for (const { page } of [first, second]) {
      await e2e.signIn(page, patient.email, patient.password);
      await page.waitForURL('**/patient/dashboard');
    }

    await openDevicesFromMenu(first.page);
    const items = first.page.locator('.device-item');
    expect(await items.count()).toBeGreaterThanOrEqual(3);
    const current = items.filter({ hasText: 'This device' });
    expect(await current.count()).toBe(1);
    expect(await current.getByRole('button', { name: 'End session' }).count()).toBe(0);
    // Others are listed most recently seen first: the second browser is at the top.
    const others = items.filter({ hasNotText: 'This device' });
    const before = await others.count();
    expect(before).toBeGreaterThanOrEqual(2);
    await others.first().getByRole('button', { name: 'End session' }).click();
    const dialog = first.page.getByRole('dialog', { name: 'End this session?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'End session' }).click();
    await dialog.waitFor({ state: 'detached' });
    await first.page.getByText('Session ended').first().waitFor();
    await expect.poll(() => others.count()).toBe(before - 1);

    await second.page.reload();
    await second.page.waitForURL('**/sign-in**');
    expect(await second.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await first.page.getByRole('button', { name: 'End all other sessions' }).click();
    const all = first.page.getByRole('dialog', { name: 'End all other sessions?' });
    await all.getByRole('button', { name: 'End all other sessions' }).click();
    await all.waitFor({ state: 'detached' });
    await first.page.getByText('No other devices are signed in.').waitFor();
    expect(await others.count()).toBe(0);

    // The first browser is still signed in.
    await first.page.reload();
    await first.page.getByRole('heading', { name: 'Signed-in devices' }).waitFor();
    expect(new URL(first.page.url()).pathname).toBe('/devices');
  });

  it('offline, the screen says it needs the network and its buttons do nothing', async () => {
    // Another device is signed in, so the screen lists it with its buttons.
    await e2e.tokenFor(patient.email, patient.password);
    const { context, page } = await e2e.newPage();
    await e2e.signIn(page, patient.email, patient.password);
    await page.waitForURL('**/patient/dashboard');
    await openDevicesFromMenu(page);
    const endAll = page.getByRole('button', { name: 'End all other sessions' });
    const endOne = page
      .locator('.device-item', { hasNotText: 'This device' })
      .first()
      .getByRole('button', { name: 'End session' });
    expect([await endAll.isEnabled(), await endOne.isEnabled()]).toEqual([true, true]);
    await context.setOffline(true);
    await page
      .getByText('You are offline. Signed-in devices can only be seen and ended with a connection.')
      .waitFor();
    expect([await endAll.isDisabled(), await endOne.isDisabled()]).toEqual([true, true]);
    await context.setOffline(false);
  });

  it('the doctor’s and the administrator’s account menus lead there too', async () => {
    for (const account of [
      { email: doctor.email, password: doctor.password, home: '**/doctor/dashboard' },
      { email: e2e.env.adminEmail, password: e2e.env.adminPassword, home: '**/admin/**' },
    ]) {
      const { page } = await e2e.newPage();
      await e2e.signIn(page, account.email, account.password);
      await page.waitForURL(account.home);
      await openDevicesFromMenu(page);
      await page.getByText('This device').waitFor();
    }
  });
});
