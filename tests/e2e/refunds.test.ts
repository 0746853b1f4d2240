import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, payments, users } from '#server/db/schema/index';
import { clinicToday, formatClinicTime } from '#shared/domain/clinic-time';
import { formatPKR } from '#shared/domain/money';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';
import { demoDoctor, HALF_HOUR, halfHoursFrom, visitAt } from '../support/e2e-visit';
import { answerWhere } from '../support/e2e-where';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

type Slot = { start: string; end: string; practiceId?: string };
const PATIENT = DEMO_ACCOUNTS.patient;
const HOUR = 3_600_000;

/** The demo doctor's first free slot at least two days (48 hours) from now. */
async function slotTwoDaysAhead(doctorId: string) {
  for (let i = 2; i <= 30; i++) {
    const date = clinicToday(addDays(new Date(), i));
    const res = await e2e.api('GET', `/bookings/doctors/${doctorId}/availability?date=${date}`);
    const slots: Slot[] = res.body?.data?.slots ?? [];
    const slot = slots.find((s) => Date.parse(s.start) - Date.now() >= 48 * HOUR);
    if (slot) return { date, slot };
  }
  throw new Error('the demo doctor has no free slot two to thirty days ahead');
}

const slotName = (slot: Slot) => `${formatClinicTime(slot.start)} to ${formatClinicTime(slot.end)}`;

/** The patient's card of the appointment booked for `reason`, on the shown tab. */
const cardOf = (page: Page, reason: string) =>
  page.getByRole('article').filter({ hasText: reason });

/** Set by the first journey: the appointment the patient paid for, cancelled and was refunded. */
let refunded: { id: string; fee: string } | undefined;

describe('refunds', () => {
  it('a patient pays online, cancels two days ahead and sees Refunded on My Appointments and the pass', async () => {
    const doctor = await demoDoctor(e2e.db);
    const { date, slot } = await slotTwoDaysAhead(doctor.id);
    // The fee is the booked practice's (ADR 112): the slot names it.
    const { practices } = (await e2e.api('GET', `/doctors/${doctor.id}`)).body.data;
    const consultationFee: number = practices.find(
      (p: { _id: string }) => p._id === slot.practiceId,
    ).fee;
    const fee = formatPKR(consultationFee);
    const reason = `Refund journey ${Date.now()}`;

    const { page } = await e2e.newPage();
    await e2e.signIn(page, PATIENT.email, PATIENT.password);
    await page.waitForURL('**/patient/dashboard');
    await page.goto(`/patient/book-appointment/${doctor.id}`);
    await page.getByRole('heading', { name: 'Book Appointment' }).waitFor();
    await answerWhere(page, slot);
    await page.getByLabel('Reason for visit').fill(reason);
    await page.getByLabel('Date', { exact: false }).fill(date);
    await page.getByRole('radio', { name: slotName(slot) }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Before confirming, the policy with the administrator's window (24 hours by default).
    const policy = page.getByText(/^Refunds: if you pay online/);
    expect(await policy.textContent()).toBe(
      'Refunds: if you pay online and cancel at least 24 hours before the appointment, you get a full refund; later, none. If the doctor cancels, you always get a full refund.',
    );
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText('Appointment Booked Successfully').waitFor();

    // Pays online through the sandbox provider, as the booking journey does.
    await page.getByRole('link', { name: 'Pay Now' }).click();
    await page.waitForURL('**/payment?appointmentId=*');
    const id = new URL(page.url()).searchParams.get('appointmentId')!;
    await page.getByRole('button', { name: `Pay ${fee}` }).click();
    await page.getByRole('heading', { name: 'Sandbox payment' }).waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/payment\?appointmentId=.*status=success/);
    await page.getByText('Payment successful. Your consultation fee has been paid.').waitFor();

    // The doctor approves it: a scheduled visit, two days ahead.
    const doctorToken = await e2e.tokenFor(
      DEMO_ACCOUNTS.doctor.email,
      DEMO_ACCOUNTS.doctor.password,
    );
    const approved = await e2e.api(
      'PATCH',
      `/appointments/${id}/status`,
      { status: 'scheduled' },
      doctorToken,
    );
    expect(approved.status).toBe(200);

    await page.goto('/patient/appointments');
    const card = cardOf(page, reason);
    await card.getByRole('button', { name: /^Cancel the appointment/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
    expect(await dialog.getByText(/^Cancelling now gets/).textContent()).toBe(
      `Cancelling now gets a full refund of ${fee}.`,
    );
    await dialog.getByLabel('Reason for cancellation').fill('Feeling better');
    await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
    await page.getByText('Appointment cancelled successfully!').waitFor();

    // The sandbox refunds at once; the server's copy says so.
    const token = await e2e.tokenFor(PATIENT.email, PATIENT.password);
    await expect
      .poll(
        async () =>
          (await e2e.api('GET', `/appointments/${id}`, undefined, token)).body.data.payment,
        { timeout: 15_000 },
      )
      .toMatchObject({
        status: 'refunded',
        refunds: [{ amount: consultationFee, status: 'succeeded' }],
      });

    await page.goto('/patient/appointments?tab=cancelled');
    const cancelled = cardOf(page, reason);
    await cancelled.getByText('Refunded', { exact: true }).waitFor();
    // The refund line loads with the first card that has one (ADR 128).
    await expect.poll(() => cancelled.textContent()).toContain(`Refunded ${fee}`);
    expect(await cancelled.textContent()).not.toContain('on its way');

    // The pass, from the device's copy.
    await page.goto(`/patient/appointments/${id}/pass`);
    await page.getByRole('heading', { name: 'Appointment pass' }).waitFor();
    const payment = page
      .locator('dt', { hasText: 'Payment' })
      .locator('xpath=following-sibling::dd[1]');
    expect(await payment.textContent()).toContain(`Refunded ${fee}`);
    refunded = { id, fee };
  });

  it('the administrator finds the refund made under Refunded on Refunds to make, with no action left', async () => {
    expect(refunded, 'the first journey refunded a payment').toBeDefined();
    const { page } = await e2e.newPage();
    await e2e.signIn(page, e2e.env.adminEmail, e2e.env.adminPassword);
    await page.waitForURL('**/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Quick Actions' })
      .getByRole('link', { name: 'Refunds to make' })
      .click();
    await page.getByRole('heading', { name: 'Refunds to make' }).waitFor();
    // The sandbox's refund needed nobody: it does not wait for the administrator.
    await page
      .getByRole('table', { name: 'Refunds: Waiting for the administrator or failed' })
      .or(page.getByText('No refunds to make'))
      .first()
      .waitFor();
    expect(await page.getByText(PATIENT.email).count()).toBe(0);

    await page.getByLabel('Status').selectOption({ label: 'Refunded' });
    await page.waitForURL(/status=succeeded/);
    const table = page.getByRole('table', { name: 'Refunds: Refunded' });
    const row = table.getByRole('row').filter({ hasText: PATIENT.email });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain(refunded!.fee);
    expect(
      await row
        .first()
        .getByRole('button', { name: /^Mark the refund/ })
        .count(),
    ).toBe(0);
  });

  it('a JazzCash refund waits for the administrator, who marks it refunded with a reference; the patient then sees Refunded', async () => {
    // A visit three days ahead paid through JazzCash, as its completed payment callback leaves it
    // (the journey has no JazzCash; without a merchant MPIN its refunds are made by hand).
    const doctor = await demoDoctor(e2e.db);
    const [patient] = await e2e.db.select().from(users).where(eq(users.email, PATIENT.email));
    const reason = `JazzCash refund journey ${Date.now()}`;
    const from = Math.ceil((Date.now() + 72 * HOUR) / HALF_HOUR) * HALF_HOUR;
    const id = await visitAt(
      e2e.db,
      { doctorId: doctor.id, patientId: patient!.id, reason },
      halfHoursFrom(from, 24),
      'the demo doctor has no free half-hour three days ahead',
    );
    await e2e.db
      .update(appointments)
      .set({ fee: 2000, paymentMethod: 'jazzcash', paymentStatus: 'paid' })
      .where(eq(appointments.id, id));
    await e2e.db.insert(payments).values({
      appointmentId: id,
      provider: 'jazzcash',
      reference: `T${Date.now()}`,
      amount: 2000,
      status: 'paid',
      completedAt: new Date(),
    });
    const fee = formatPKR(2000);

    const patientPage = (await e2e.newPage()).page;
    await e2e.signIn(patientPage, PATIENT.email, PATIENT.password);
    await patientPage.waitForURL('**/patient/dashboard');
    await patientPage.goto('/patient/appointments');
    await cardOf(patientPage, reason)
      .getByRole('button', { name: /^Cancel the appointment/ })
      .click();
    const dialog = patientPage.getByRole('dialog', { name: 'Cancel Appointment' });
    await dialog.getByText(`Cancelling now gets a full refund of ${fee}.`).waitFor();
    await dialog.getByLabel('Reason for cancellation').fill('Travelling');
    await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
    await patientPage.getByText('Appointment cancelled successfully!').waitFor();
    await patientPage.goto('/patient/appointments?tab=cancelled');
    await cardOf(patientPage, reason)
      .getByText(/on its way/)
      .waitFor();
    expect(await cardOf(patientPage, reason).textContent()).toContain(
      `Refund of ${fee} on its way`,
    );

    const { page } = await e2e.newPage();
    await e2e.signIn(page, e2e.env.adminEmail, e2e.env.adminPassword);
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/refunds');
    const table = page.getByRole('table', {
      name: 'Refunds: Waiting for the administrator or failed',
    });
    const row = table.getByRole('row').filter({ hasText: PATIENT.email });
    await row.waitFor();
    expect(await row.textContent()).toContain(fee);
    expect(await row.textContent()).toContain('JazzCash');
    expect(await row.getByText('Waiting for the administrator').count()).toBe(1);
    await row.getByRole('button', { name: `Mark the refund to ${PATIENT.name} refunded` }).click();
    const mark = page.getByRole('dialog', { name: 'Mark refunded' });
    const reference = mark.getByRole('textbox', { name: 'Refund reference' });
    // Focus starts in the reference; Enter confirms it.
    expect(await reference.evaluate((el) => el === document.activeElement)).toBe(true);
    await reference.fill('IBFT-E2E-2000');
    await reference.press('Enter');
    const refusal = mark.getByRole('alert');
    await page.getByText('Refund marked as made').or(refusal).first().waitFor();
    expect(await refusal.count(), (await refusal.allTextContents()).join()).toBe(0);
    await expect.poll(() => row.count()).toBe(0);

    const token = await e2e.tokenFor(PATIENT.email, PATIENT.password);
    const after = (await e2e.api('GET', `/appointments/${id}`, undefined, token)).body.data;
    expect(after.payment).toMatchObject({
      status: 'refunded',
      refunds: [{ amount: 2000, status: 'succeeded', reference: 'IBFT-E2E-2000' }],
    });
    await patientPage.reload();
    await cardOf(patientPage, reason).getByText('Refunded', { exact: true }).waitFor();
    await expect.poll(() => cardOf(patientPage, reason).textContent()).toContain(`Refunded ${fee}`);
  });
});
