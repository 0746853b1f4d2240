import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';
import { readCatalog } from '../support/message-scan';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const { messages: ur } = readCatalog('ur');
// The English texts the catalog translates: any of them left on an Urdu screen is a miss.
const english = Object.keys(ur).filter((id) => ur[id] !== id);

/** Every string a record holds: data the user entered stays as entered (a city named Karachi). */
function dataStrings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) for (const v of value) dataStrings(v, into);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) dataStrings(v, into);
  return into;
}

/** Interface text on the page that is still in English: whole text nodes and labelling attributes. */
async function untranslated(page: Page, data: Set<string> = new Set()): Promise<string[]> {
  return page.evaluate(
    (ids) => {
      const known = new Set(ids);
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.replace(/\s+/g, ' ').trim();
        const el = n.parentElement;
        if (!text || !el || el.closest('script,style,[hidden]')) continue;
        // Text marked as English on purpose: the language switch names English in English.
        if (el.closest('[lang]')?.getAttribute('lang') === 'en') continue;
        if (known.has(text)) found.add(text);
      }
      for (const el of document.body.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
        for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = el.getAttribute(attr)?.trim();
          if (value && known.has(value)) found.add(`${attr}="${value}"`);
        }
      }
      return [...found];
    },
    english.filter((id) => !data.has(id)),
  );
}

// The demo doctors' cities: data, yet a known city reads in the reader's language (ADR 147).
const SEEDED_CITIES = [
  'Islamabad',
  'Rawalpindi',
  'Lahore',
  'Karachi',
  'Faisalabad',
  'Multan',
  'Peshawar',
];

/** Labels and facts that show a seeded city in English. */
async function englishCities(page: Page): Promise<string[]> {
  return page.evaluate((cities) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim() ?? '';
      // A city alone or a list of cities ("Also in"); an address or a clinic's name may hold one.
      if (text.split(/[,،]\s*/).every((part) => cities.includes(part))) found.push(text);
    }
    for (const option of document.querySelectorAll('option'))
      if (cities.includes(option.textContent?.trim() ?? '')) found.push(`option ${option.value}`);
    return found;
  }, SEEDED_CITIES);
}

async function expectUrdu(page: Page, screen: string, data?: Set<string>) {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.dir), screen).toBe('rtl');
  expect(await page.evaluate(() => document.documentElement.lang), screen).toBe('ur');
  expect(await untranslated(page, data), screen).toEqual([]);
}

describe('Mashwara in Urdu on a phone', () => {
  it('a reader switches to Urdu and walks from the landing page to booking, then back to English', async () => {
    const { page } = await e2e.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    await page.getByRole('button', { name: 'اردو' }).last().click();
    await expectUrdu(page, 'landing');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ur');

    // The menu is folded away on a phone; its button is in Urdu too.
    await page.getByRole('button', { name: ur.Menu }).click();
    await page.getByRole('link', { name: ur['Find Doctors'] }).first().click();
    await page.waitForURL('**/doctors');
    await page.locator('.doctor-card').first().waitFor();
    const listed = await e2e.api('GET', '/doctors/search');
    await expectUrdu(page, 'doctor list', dataStrings(listed.body.data));
    expect(await englishCities(page), 'cities on the doctor list').toEqual([]);

    // Data stays as entered: the doctor's name is shown as the doctor wrote it.
    const { body } = await e2e.api('GET', '/doctors/search?limit=1');
    const doctor = body.data.doctors[0];
    await page.goto(`/doctors/${doctor._id}`);
    await page.getByText(doctor.name).first().waitFor();
    const detail = (await e2e.api('GET', `/doctors/${doctor._id}`)).body.data;
    await expectUrdu(page, 'doctor detail', dataStrings(detail));
    expect(await englishCities(page), 'cities on the doctor page').toEqual([]);

    await page.goto('/sign-in');
    await page.locator('main input[type=email]').fill(DEMO_ACCOUNTS.patient.email);
    await page.locator('main input[type=password]').fill(DEMO_ACCOUNTS.patient.password);
    await expectUrdu(page, 'sign-in');
    await page.locator('main form button[type=submit]').click();
    await page.waitForURL('**/patient/**');
    await page.goto(`/patient/book-appointment/${doctor._id}`);
    await page.locator('main form').first().waitFor();
    await expectUrdu(page, 'booking', dataStrings(detail));

    // After a reload the choice is still Urdu.
    await page.reload();
    await expectUrdu(page, 'booking after reload', dataStrings(detail));

    await page.getByRole('button', { name: 'English' }).last().click();
    await page.getByRole('heading', { name: 'Book Appointment' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});

// Every other screen is walked in Urdu by the layout journey (tests/e2e/layout.test.ts), which
// opens each screen once for its layout and for interface English (ADR 149).
