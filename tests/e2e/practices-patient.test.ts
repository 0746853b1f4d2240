import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '#server/db/schema/index';
import { clinicToday, formatClinicDate, formatClinicTime } from '#shared/domain/clinic-time';
import { formatPKR } from '#shared/domain/money';
import { deviceRows } from '../support/device-copy';
import { type E2E, startE2E } from '../support/e2e';
import { insertDoctorWithPractices } from '../support/practice-fixtures';

type Slot = { start: string; end: string; practiceId: string; mode: string };

const PASSWORD = 'Strong@Pass1';
const NAME = `Dr. Saima Practices ${Date.now().toString(36)}`;
const OPD = {
  name: 'Shifa International Hospital OPD',
  fee: 2500,
  location: {
    address: 'Pitras Bukhari Road, H-8/4',
    city: 'Islamabad',
    area: 'H-8',
    landmark: 'opposite the Jinnah Hospital gate 2',
    country: 'Pakistan',
  },
  phone: '+92512281234',
};
// A second city that is not the doctor's own: the city filter finds the doctor by it.
const EVENING = {
  name: 'Evening Care Clinic',
  fee: 3000,
  location: {
    address: '28 Abdali Road, near Chowk Kumharanwala',
    city: 'Multan',
    area: 'Cantt',
    landmark: 'behind the Nishtar Hospital gate 3',
    country: 'Pakistan',
  },
  phone: '+92614512345',
};
const VIDEO = { name: 'Video consultation', fee: 1500, phone: '' };

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let doctorId = '';
let eveningId = '';
const patient = { email: `practices.${Date.now()}@example.pk`, token: '' };

/** The doctor with a morning OPD in Islamabad, video 15:00–16:30, evening clinic in Multan. */
async function doctorWithPractices() {
  const made = await insertDoctorWithPractices(e2e, {
    name: NAME,
    opd: OPD,
    evening: EVENING,
    video: VIDEO,
  });
  return { id: made.doctor.id, eveningId: made.evening.id };
}

/** The first day from today on with a free slot at the evening clinic, and that slot. */
async function eveningSlot() {
  for (let i = 0; i <= 14; i++) {
    const date = clinicToday(addDays(new Date(), i));
    const res = await e2e.api(
      'GET',
      `/bookings/doctors/${doctorId}/availability?date=${date}&practiceId=${eveningId}`,
    );
    const slots: Slot[] = res.body?.data?.slots ?? [];
    if (slots.length > 0) return { date, slot: slots[0]! };
  }
  throw new Error('the evening clinic has no free slot in the next 14 days');
}

const slotName = (slot: Slot) => `${formatClinicTime(slot.start)} to ${formatClinicTime(slot.end)}`;
const fact = (scope: ReturnType<Page['locator']>, term: string) =>
  scope
    .locator('div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .locator('dd');

beforeAll(async () => {
  e2e = await startE2E();
  ({ id: doctorId, eveningId } = await doctorWithPractices());
  await e2e.api('POST', '/auth/patient/register', {
    name: 'Practices Patient',
    email: patient.email,
    password: PASSWORD,
  });
  patient.token = await e2e.tokenFor(patient.email, PASSWORD);
  ({ context, page } = await e2e.newPage());
});
afterAll(() => e2e?.close());

describe('a patient and the practices of a doctor', () => {
  it('the city filter finds the doctor by the second practice’s city; the video filter keeps them', async () => {
    await page.goto('/doctors');
    await page.getByRole('heading', { name: 'Find a Doctor' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(NAME);
    await page.waitForURL((url) => url.searchParams.get('search') === NAME);
    await page.getByRole('combobox', { name: 'City' }).selectOption('Multan');
    await page.waitForURL((url) => url.searchParams.get('city') === 'Multan');
    const card = page.locator('.doctor-card', { hasText: NAME });
    // The list found by the name alone may still show: wait for the city's answer.
    await fact(card, 'City')
      .filter({ hasText: /^Multan$/ })
      .waitFor();
    expect(await fact(card, 'City').textContent()).toBe('Multan');
    expect(await fact(card, 'Also in').textContent()).toBe('Islamabad');
    expect(await card.locator('.ui-badge').textContent()).toBe(`Video ${formatPKR(VIDEO.fee)}`);

    await page.getByRole('checkbox', { name: 'Video consultation' }).check();
    await page.waitForURL((url) => url.searchParams.get('mode') === 'video');
    await card.waitFor();
    expect(await page.locator('.doctor-card').count()).toBe(1);
  });

  it('the doctor page shows each practice with its address, landmark, phone and map links', async () => {
    await page.goto(`/doctors/${doctorId}`);
    const practices = page.getByRole('region', { name: 'Practices' });
    const evening = practices.getByRole('listitem', { name: EVENING.name });
    await evening.waitFor();
    expect(await fact(evening, 'Landmark').textContent()).toBe(EVENING.location.landmark);
    expect(await evening.getByRole('link', { name: EVENING.phone }).getAttribute('href')).toBe(
      `tel:${EVENING.phone}`,
    );
    expect(await evening.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toBe(
      `geo:0,0?q=${encodeURIComponent(`${EVENING.location.address}, Multan`)}`,
    );
    // Its next free day is the first day the availability call has a free slot there.
    const { date } = await eveningSlot();
    expect(await fact(evening, 'Next free day').textContent()).toBe(formatClinicDate(date));
    const video = practices.getByRole('listitem', { name: VIDEO.name });
    expect(await fact(video, 'Where').textContent()).toBe('Video consultation');
  });

  it('books the evening clinic at the Where step; its address and fee carry to the pass, offline', async () => {
    await e2e.signIn(page, patient.email, PASSWORD);
    await page.waitForURL('**/patient/dashboard');
    await page.goto(`/patient/book-appointment/${doctorId}`);
    await page.getByRole('heading', { name: 'Where' }).waitFor();
    await page.getByRole('radio', { name: new RegExp(`^${EVENING.name}`) }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Details' }).waitFor();

    const { date, slot } = await eveningSlot();
    const reason = `Evening clinic visit ${Date.now()}`;
    await page.getByLabel('Reason for visit').fill(reason);
    await page.getByLabel('Date', { exact: false }).fill(date);
    await page.getByRole('radio', { name: slotName(slot) }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.locator('.booking-summary');
    await summary.waitFor();
    expect(await fact(summary, 'Practice').textContent()).toBe(EVENING.name);
    expect(await fact(summary, 'Address').textContent()).toContain(EVENING.location.address);
    expect(await fact(summary, 'Fee').textContent()).toBe(formatPKR(EVENING.fee));
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText('Appointment Booked Successfully').waitFor();

    const mine = (await e2e.api('GET', '/appointments', undefined, patient.token)).body.data;
    const made = mine.find((a: { reason: string }) => a.reason === reason);
    expect(made).toMatchObject({
      practiceId: eveningId,
      mode: 'in_person',
      fee: EVENING.fee,
      practice: {
        _id: eveningId,
        kind: 'clinic',
        name: EVENING.name,
        location: {
          address: EVENING.location.address,
          city: 'Multan',
          area: EVENING.location.area,
          landmark: EVENING.location.landmark,
        },
        phone: EVENING.phone,
      },
    });
    // The doctor approves it: only a scheduled visit has a pass.
    await e2e.db
      .update(appointments)
      .set({ status: 'scheduled' })
      .where(eq(appointments.id, made._id));

    await page.goto('/patient/appointments');
    const card = page.locator('.appt-card', { hasText: reason });
    await card.getByText(EVENING.location.landmark).waitFor();
    // The service worker answers the app's pages with no connection once it controls this one.
    // Approved on the server: the screen online shows the server's answer, and the device copy
    // has it once the sync's start has refreshed it (ADR 118), which is what offline shows.
    await card.getByRole('link', { name: /^View pass/ }).waitFor();
    await expect
      .poll(async () => (await deviceRows(page, 'appointments')).find((a) => a._id === made._id), {
        timeout: 30_000,
      })
      .toMatchObject({ status: 'scheduled' });
    // Installed, the worker claims the open pages; a page loaded before that is controlled from
    // its next load at the latest, as a user's would be.
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
      await page.reload();
      await card.getByRole('link', { name: /^View pass/ }).waitFor();
    }
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await card.getByRole('link', { name: /^View pass/ }).click();
    await page.getByRole('heading', { name: 'Appointment pass' }).waitFor();
    const pass = page.locator('.pass-facts');
    expect(await fact(pass, 'Practice').textContent()).toBe(EVENING.name);
    expect(await fact(pass, 'Address').textContent()).toContain(
      `${EVENING.location.address}, Cantt, Multan`,
    );
    expect(await fact(pass, 'Landmark').textContent()).toBe(EVENING.location.landmark);
    expect(await pass.getByRole('link', { name: EVENING.phone }).getAttribute('href')).toBe(
      `tel:${EVENING.phone}`,
    );
    expect(await fact(pass, 'Fee').textContent()).toBe(formatPKR(EVENING.fee));
    // A reload with no connection opens it again from the device.
    await page.reload();
    await page.getByRole('heading', { name: 'Appointment pass' }).waitFor();
    expect(await fact(page.locator('.pass-facts'), 'Practice').textContent()).toBe(EVENING.name);
    await context.setOffline(false);
  });
});
