import { and, eq, sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  users,
  visitSummaries,
  visitSummaryVersions,
} from '#server/db/schema/index';
import { clinicToday } from '#shared/domain/clinic-time';
import { shiftDate } from '#shared/domain/date-only';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';
import { demoDoctor, visitToday } from '../support/e2e-visit';

const PATIENT = {
  name: 'Hina Prescription',
  email: `hina.${Date.now()}@example.pk`,
  password: 'Strong@Pass1',
};
const VISIT_REASON = 'E2E fever for three days';
const SAVED_OFFLINE = 'Saved on this device — will sync when you are back online';
const READ_ONLY =
  'A visit summary can be amended only within 24 hours of when it was first written';

let e2e: E2E;
let doctor: { context: BrowserContext; page: Page };
let patient: { context: BrowserContext; page: Page };
let visitId = '';
let patientId = '';
let verifyUrl = '';

const summaryRow = async () =>
  (await e2e.db.select().from(visitSummaries).where(eq(visitSummaries.appointmentId, visitId)))[0];
const versions = async () => {
  const row = await summaryRow();
  if (!row) return 0;
  return (
    await e2e.db
      .select({ n: sql<number>`count(*)::int` })
      .from(visitSummaryVersions)
      .where(eq(visitSummaryVersions.summaryId, row.id))
  )[0]!.n;
};
const prescriptionNotices = async () =>
  (
    await e2e.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, patientId), eq(notifications.type, 'PRESCRIPTION_READY')))
  )[0]!.n;
const doctorCard = () => doctor.page.getByRole('article', { name: PATIENT.name });
const swReady = (page: Page) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));

beforeAll(async () => {
  e2e = await startE2E();
  const doc = await demoDoctor(e2e.db);
  await e2e.api('POST', '/auth/patient/register', PATIENT);
  const [row] = await e2e.db.select().from(users).where(eq(users.email, PATIENT.email));
  patientId = row!.id;
  visitId = await visitToday(e2e.db, { doctorId: doc.id, patientId, reason: VISIT_REASON });
  doctor = await e2e.newPage();
  patient = await e2e.newPage();
});
afterAll(() => e2e?.close());

describe('visit summaries and prescriptions', () => {
  it('the doctor, offline, completes the visit and writes a prescription; back online it reaches the server once', async () => {
    const { page, context } = doctor;
    await e2e.signIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_ACCOUNTS.doctor.password);
    await page.waitForURL('**/doctor/dashboard');
    await page.goto('/doctor/appointments');
    await doctorCard().waitFor();
    await swReady(page);
    await context.setOffline(true);
    await page.reload();
    await doctorCard().waitFor();

    await doctorCard()
      .getByRole('button', { name: /^Mark Completed/ })
      .click();
    await page.getByText(SAVED_OFFLINE).first().waitFor();
    await page.getByRole('tab', { name: /^Completed/ }).click();
    await doctorCard().getByRole('button', { name: 'Write visit summary' }).click();
    const card = doctorCard();
    await card.getByLabel('Diagnosis or findings').fill('Viral fever');
    await card.getByLabel('Advice').fill('Rest and plenty of fluids');
    await card.getByRole('button', { name: 'Add medicine' }).click();
    await card.getByRole('combobox', { name: 'Medicine', exact: true }).fill('Paracetamol');
    await card.getByRole('textbox', { name: 'Strength', exact: true }).fill('500 mg');
    await card.getByRole('textbox', { name: 'Form', exact: true }).fill('Tablet');
    await card.getByRole('textbox', { name: 'Dose', exact: true }).fill('1');
    await card.getByRole('textbox', { name: 'How often', exact: true }).fill('Three times a day');
    await card.getByRole('textbox', { name: 'For how long', exact: true }).fill('5 days');
    await card.getByRole('combobox', { name: 'Instructions', exact: true }).fill('After meals');
    await card.getByLabel('Tests advised').fill('CBC');
    await card.getByLabel('Follow-up in days').fill('7');
    await card.getByRole('button', { name: 'Save summary' }).click();
    const summary = card.getByRole('region', { name: /^Visit summary/ });
    await summary.getByText('Waiting to sync').waitFor();
    await summary.getByText('Paracetamol').waitFor();
    expect(await summaryRow()).toBeUndefined();

    await context.setOffline(false);
    await summary.getByText('Waiting to sync').waitFor({ state: 'detached' });
    await expect.poll(versions).toBe(1);
    expect(await prescriptionNotices()).toBe(1);
    await card.getByRole('link', { name: 'Print prescription' }).waitFor();
  });

  it('the patient opens the prescription offline after a reload and prints it', async () => {
    const { page, context } = patient;
    await e2e.signIn(page, PATIENT.email, PATIENT.password);
    await page.waitForURL('**/patient/dashboard');
    await page.goto('/patient/appointments?tab=completed');
    const card = page.getByRole('article').filter({ hasText: VISIT_REASON });
    await card.getByText('Viral fever').waitFor();
    // Book follow-up: the doctor, type follow-up and the suggested day (7 days after the visit).
    await card.getByRole('link', { name: 'Book follow-up' }).click();
    await page.waitForURL(/\/patient\/book-appointment\/.*type=follow-up/);
    await expect.poll(() => page.getByLabel('Appointment type').inputValue()).toBe('follow-up');
    expect(await page.getByLabel('Date', { exact: false }).first().inputValue()).toBe(
      shiftDate(clinicToday(), 7),
    );
    await page.goBack();
    await card.getByRole('link', { name: 'View prescription' }).click();
    await page.waitForURL(`**/patient/prescriptions/${visitId}`);
    const sheet = page.locator('.rx-sheet');
    await sheet.getByText('Paracetamol').waitFor();
    await swReady(page);

    await context.setOffline(true);
    await page.reload();
    await sheet.getByText('Paracetamol').waitFor();
    const text = (await sheet.textContent()) ?? '';
    expect(text).toContain(PATIENT.name);
    expect(text).toContain('PMDC licence number');
    verifyUrl = (await sheet.locator('.rx-url').textContent())!.trim();
    expect(verifyUrl).toMatch(/\/verify\/[\w-]+\.[\w-]+$/);
    await sheet
      .getByRole('img', { name: 'QR code to check this prescription is genuine' })
      .waitFor();

    // Printed, only the prescription: no header, no Print button.
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => ({
      header: getComputedStyle(document.querySelector('.site-header')!).display,
      button: getComputedStyle(document.querySelector('.rx-page .no-print')!).display,
      sheet: getComputedStyle(document.querySelector('.rx-sheet')!).display,
    }));
    expect(printed).toEqual({ header: 'none', button: 'none', sheet: 'block' });
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await context.setOffline(false);
  });

  it('the QR code opens the public verify page, which confirms it with initials only', async () => {
    const stranger = await e2e.newPage();
    await stranger.page.goto(verifyUrl);
    await stranger.page
      .getByText('Genuine: this prescription was issued through Mashwara.')
      .waitFor();
    const text = (await stranger.page.locator('main').textContent()) ?? '';
    expect(text).toContain('H. P.');
    expect(text).not.toContain(PATIENT.name);
    expect(text).not.toContain('Paracetamol');

    await stranger.page.goto(`${verifyUrl.slice(0, -4)}abcd`);
    await stranger.page
      .getByText('Not genuine or not found: no prescription matches this code.')
      .waitFor();
  });

  it('an amendment after 24 hours is refused and explained on the card', async () => {
    const { page } = doctor;
    // The first version was written more than a day ago, as far as the server knows.
    await e2e.db
      .update(visitSummaries)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(visitSummaries.appointmentId, visitId));
    const card = doctorCard();
    await card.getByRole('button', { name: 'Amend summary' }).click();
    await card.getByLabel('Diagnosis or findings').fill('Dengue fever');
    await card.getByRole('button', { name: 'Save amendment' }).click();
    await card.getByRole('alert').filter({ hasText: READ_ONLY }).waitFor();
    expect(await card.getByRole('alert').textContent()).toContain('Amend the visit summary for');
    expect(await versions()).toBe(1);

    await page.reload();
    await page.getByRole('tab', { name: /^Completed/ }).click();
    await card.getByText('Read only: a summary can be amended for 24 hours.').waitFor();
    expect(await card.getByRole('button', { name: 'Amend summary' }).count()).toBe(0);
  });

  it('in Urdu, the prescription reads right to left with the doctor’s text as entered', async () => {
    const { page, context } = patient;
    await page.goto(`/patient/prescriptions/${visitId}`);
    await page.getByRole('button', { name: 'اردو' }).last().click();
    // The switch has taken hold (the Urdu catalog is in) before the connection goes.
    await page
      .locator('.rx-sheet')
      .getByText('پی ایم ڈی سی لائسنس نمبر', { exact: false })
      .waitFor();
    await page.locator('.rx-sheet').getByText('Paracetamol').waitFor();
    await context.setOffline(true);
    await page.reload();
    const sheet = page.locator('.rx-sheet');
    await sheet.getByText('پی ایم ڈی سی لائسنس نمبر', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const rows = await sheet.getByRole('row').allTextContents();
    expect(rows[1]).toBe('Paracetamol500 mgTablet1Three times a day5 daysAfter meals');
    await page.getByRole('button', { name: 'پرنٹ کریں' }).waitFor();
    await context.setOffline(false);

    await page.goto(verifyUrl);
    await page.getByText('نسخے کی تصدیق').first().waitFor();
  });
});
