import { and, asc, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  deskDevices,
  deskReceipts,
  doctorPractices,
  users,
} from '#server/db/schema/index';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';
import { demoDoctor, visitToday } from '../support/e2e-visit';

const PATIENT = {
  name: 'Nadia Desk Offline',
  email: `nadia.${Date.now()}@example.pk`,
  password: 'Strong@Pass1',
};

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let visitId = '';
let practiceId = '';
let shownNumber = '';

const visitRow = () => page.getByRole('row', { name: new RegExp(PATIENT.name) });
const appointment = async () =>
  (await e2e.db.select().from(appointments).where(eq(appointments.id, visitId)))[0]!;
const receipts = () =>
  e2e.db.select().from(deskReceipts).where(eq(deskReceipts.appointmentId, visitId));

beforeAll(async () => {
  e2e = await startE2E();
  const doc = await demoDoctor(e2e.db);
  await e2e.api('POST', '/auth/patient/register', PATIENT);
  const [patient] = await e2e.db.select().from(users).where(eq(users.email, PATIENT.email));
  // The demo doctor's first clinic practice: one the demo desk works (ADR 154).
  const [practice] = await e2e.db
    .select({ id: doctorPractices.id })
    .from(doctorPractices)
    .where(and(eq(doctorPractices.doctorId, doc.id), eq(doctorPractices.kind, 'clinic')))
    .orderBy(asc(doctorPractices.position));
  practiceId = practice!.id;
  visitId = await visitToday(e2e.db, {
    doctorId: doc.id,
    patientId: patient!.id,
    reason: 'E2E desk offline',
  });
  await e2e.db.update(appointments).set({ practiceId }).where(eq(appointments.id, visitId));
  ({ context, page } = await e2e.newPage());
});
afterAll(() => e2e?.close());

describe('the front desk with no signal', () => {
  it('the desk opens its day online once: the day and its device letter are kept on the device', async () => {
    await e2e.signIn(page, DEMO_ACCOUNTS.desk.email, DEMO_ACCOUNTS.desk.password);
    await page.waitForURL('**/desk**');
    await page.goto(`/desk?practiceId=${practiceId}`);
    await visitRow().waitFor();
    await page.getByText(/Last synced /).waitFor();
    // ADR 155: the device asked for its letter at the practice.
    await expect
      .poll(async () => (await e2e.db.select().from(deskDevices)).length)
      .toBeGreaterThan(0);
    await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
  });

  it('offline, checks the patient in and takes cash with a receipt numbered by the device', async () => {
    e2e.disconnect();
    await context.setOffline(true);
    await page.reload();
    await visitRow().waitFor();

    await visitRow()
      .getByRole('button', { name: `Check in ${PATIENT.name}` })
      .click();
    await visitRow().getByText('Checked in').waitFor();
    await visitRow().getByText('Waiting to sync').waitFor();

    await visitRow()
      .getByRole('button', { name: `Take cash from ${PATIENT.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Take cash' });
    expect(await dialog.getByLabel(/^Amount \(PKR\)/).inputValue()).toBe('1500');
    await dialog.getByRole('button', { name: 'Take cash' }).click();
    const receipt = dialog.getByRole('region', { name: 'Receipt' });
    await receipt.waitFor();
    shownNumber = (await receipt.locator('dd bdi[dir="ltr"]').first().textContent()) ?? '';
    expect(shownNumber).toMatch(/^[A-Z]{1,2}-\d{4}$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Taken on this device: Rs 1,500, receipts: 1').waitFor();

    expect((await appointment()).checkedInAt).toBeNull();
    expect(await receipts()).toHaveLength(0);
  });

  it('back online, the server has one check-in and one receipt, with the number the device printed', async () => {
    await e2e.reconnect();
    await context.setOffline(false);
    await visitRow().getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(async () => (await appointment()).checkedInAt).not.toBeNull();
    await expect.poll(async () => (await receipts()).length).toBe(1);
    const [only] = await receipts();
    expect(only!.number).toBe(shownNumber);
    expect((await appointment()).paymentStatus).toBe('paid');
    const [device] = await e2e.db
      .select()
      .from(deskDevices)
      .where(eq(deskDevices.practiceId, practiceId));
    expect(shownNumber.startsWith(`${device!.letter}-`)).toBe(true);
  });
});
