import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientProfiles, users } from '#server/db/schema/index';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

const ALLERGY = `Latex ${Date.now()}`;
// A 1×1 PNG: the server checks uploads by content (ADR 011).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Every URL and body in Cache Storage that contains one of the strings. */
function cached(needles: string[]): Promise<string[]> {
  return page.evaluate(async (needles) => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const text = request.url + ((await (await cache.match(request))?.text()) ?? '');
        for (const n of needles) if (text.includes(n)) found.push(`${name}: ${request.url}`);
      }
    }
    return found;
  }, needles);
}

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

  it('an uploaded photo is shown, and neither it nor the medical history is put in Cache Storage', async () => {
    await page
      .getByLabel('Upload Photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const picture = page.locator('.profile-header img.ui-avatar');
    await picture.waitFor();
    const src = (await picture.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/api\/uploads\//);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect(await cached(['/api/uploads/', ALLERGY, 'Penicillin'])).toEqual([]);
  });

  it('with the network off after a reload, the emergency card shows the allergy and a tap-to-call link', async () => {
    await page.getByRole('link', { name: 'Emergency Medical Card' }).first().waitFor();
    // The service worker has installed (the shell and every route precached) before the network goes.
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)),
    ).toBe(true);
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

  it('a doctor who opens /profile is sent to /doctor/profile', async () => {
    const doctor = await e2e.newPage();
    const { email, password } = DEMO_ACCOUNTS.doctor;
    await e2e.signIn(doctor.page, email, password);
    await doctor.page.waitForURL('**/doctor/dashboard');
    await doctor.page.goto('/profile');
    await doctor.page.waitForURL('**/doctor/profile');
    await doctor.context.close();
  });
});
