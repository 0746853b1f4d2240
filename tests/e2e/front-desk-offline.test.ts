import { and, asc, eq, inArray } from 'drizzle-orm';
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
import { readCatalog } from '../support/message-scan';

const ur = readCatalog('ur').messages as Record<string, string>;
const urdu = (english: string) => {
  const text = ur[english];
  if (!text) throw new Error(`no Urdu for "${english}"`);
  return text;
};
/** A field's Urdu label, from its start (a required field's ends with a star). */
const urduLabel = (english: string) =>
  new RegExp(`^${urdu(english).replace(/[()*+?.[\]\\]/g, (c) => `\\${c}`)}`);
/** Two walk-ins of one family (one phone), registered offline: one in English, one in Urdu. */
const WALK_INS = [
  { name: 'Parveen Walkin', phone: '0301 2223334', sex: 'Female', age: '38' },
  { name: 'Hamza Walkin', phone: '0301 2223334', sex: 'Male', age: '9' },
];

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
/** This journey's walk-ins (the demo's register has its own). */
const walkIns = () =>
  e2e.db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.practiceId, practiceId),
        eq(appointments.source, 'walk_in'),
        inArray(
          appointments.patientName,
          WALK_INS.map((w) => w.name),
        ),
      ),
    );
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

  it('offline, registers two walk-ins of one family, in English and in Urdu', async () => {
    const [first, second] = WALK_INS;
    await page.getByRole('button', { name: 'Register a walk-in' }).click();
    let dialog = page.getByRole('dialog', { name: 'Register a walk-in' });
    // A bad phone is refused on the device, in the schema's words, naming the field.
    await dialog.getByLabel(/^Full Name/).fill(first!.name);
    await dialog.getByLabel(/^Phone/).fill('12');
    await dialog.getByLabel(/^Sex/).selectOption({ label: first!.sex });
    await dialog.getByLabel(/^Age \(years\)/).fill(first!.age);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.getByText('Phone must be a valid phone number, such as 0300 1234567').waitFor();
    await dialog.getByLabel(/^Phone/).fill(first!.phone);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const firstRow = page.getByRole('row', { name: new RegExp(first!.name) });
    await firstRow.getByText('Walk-in').waitFor();
    await firstRow.getByText('Waiting to sync').waitFor();

    await page.getByRole('button', { name: 'اردو' }).last().click();
    await page.getByRole('button', { name: urdu('Register a walk-in') }).click();
    dialog = page.getByRole('dialog', { name: urdu('Register a walk-in') });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await dialog.getByLabel(urduLabel('Full Name')).fill(second!.name);
    await dialog.getByLabel(urduLabel('Phone')).fill(second!.phone);
    await dialog.getByLabel(urduLabel('Sex')).selectOption({ label: urdu(second!.sex) });
    await dialog.getByLabel(urduLabel('Age (years)')).fill(second!.age);
    await dialog.getByLabel(urdu('Guardian’s name')).fill(first!.name);
    await dialog.getByRole('button', { name: urdu('Register'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: new RegExp(second!.name) }).waitFor();
    await page.getByRole('button', { name: 'English' }).last().click();
    await page.getByRole('button', { name: 'Register a walk-in' }).waitFor();
    expect(await walkIns()).toHaveLength(0);
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
    // Each walk-in once, with no account, the phone in E.164, checked in when registered.
    await expect.poll(async () => (await walkIns()).length).toBe(2);
    const rows = await walkIns();
    expect(rows.map((r) => r.patientName).sort()).toEqual(WALK_INS.map((w) => w.name).sort());
    for (const r of rows) {
      expect([r.patientId, r.status, r.checkedInAt !== null]).toEqual([null, 'scheduled', true]);
    }
  });

  it('the doctor sees the walk-ins on the day', async () => {
    const { page: doctor } = await e2e.newPage();
    await e2e.signIn(doctor, DEMO_ACCOUNTS.doctor.email, DEMO_ACCOUNTS.doctor.password);
    await doctor.waitForURL('**/doctor/dashboard');
    await doctor.goto('/doctor/appointments');
    for (const w of WALK_INS) {
      const card = doctor.getByRole('article', { name: w.name });
      await card.getByText(`Walk-in · +923012223334`).waitFor();
    }
  });
});
