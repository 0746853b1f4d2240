import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientProfiles, users } from '#server/db/schema/index';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

const ALLERGY = `Latex ${Date.now()}`;

let e2e: E2E;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
  ({ context, page } = await e2e.newPage());
});
afterAll(() => e2e?.close());

describe('the patient profile and emergency card', () => {
  it('the demo patient adds an allergy, and after a reload the profile shows it', async () => {
    const { email, password } = DEMO_ACCOUNTS.patient;
    await e2e.signIn(page, email, password);
    await page.waitForURL('**/patient/dashboard');
    await page.goto('/patient/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const allergies = page.getByLabel('Allergies');
    await allergies.press('End');
    await allergies.pressSequentially(`\n${ALLERGY}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();

    const [me] = await e2e.db.select().from(users).where(eq(users.email, email));
    const [stored] = await e2e.db
      .select()
      .from(patientProfiles)
      .where(eq(patientProfiles.userId, me!.id));
    expect(stored!.medicalHistory?.allergies).toEqual(['Penicillin', ALLERGY]);

    await page.reload();
    await page.getByRole('heading', { name: 'Medical History' }).waitFor();
    await page.getByText(ALLERGY).waitFor();
  });

  it('with the network off after a reload, the emergency card shows the allergy and a tap-to-call link', async () => {
    await page.getByRole('link', { name: 'Emergency Medical Card' }).first().waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Medical History' }).waitFor();
    await page.getByRole('link', { name: 'Emergency Medical Card' }).first().click();
    await page.getByRole('heading', { name: 'Emergency Medical Card' }).waitFor();
    const allergies = page.getByRole('region', { name: 'Allergies' });
    await allergies.getByText(ALLERGY).waitFor();
    const call = page.getByRole('link', { name: /^Call Usman Khan/ });
    expect(await call.getAttribute('href')).toBe('tel:+923217654321');

    // Opened directly with no network at all, the card still comes from the device.
    await page.reload();
    await page.getByRole('region', { name: 'Allergies' }).getByText(ALLERGY).waitFor();
    await context.setOffline(false);
  });
});
