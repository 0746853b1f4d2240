import { addDays } from 'date-fns';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicToday, formatClinicTime } from '#shared/domain/clinic-time';
import { formatPKR } from '#shared/domain/money';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';
import { answerWhere } from '../support/e2e-where';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

type Slot = { start: string; end: string; practiceId?: string };
const PATIENT = DEMO_ACCOUNTS.patient;

/** The first clinic day from tomorrow on where the doctor has a free slot, and its slots. */
async function nextFreeDay(doctorId: string, skip = 0) {
  for (let i = 1 + skip; i <= 30; i++) {
    const date = clinicToday(addDays(new Date(), i));
    const res = await e2e.api('GET', `/bookings/doctors/${doctorId}/availability?date=${date}`);
    const slots: Slot[] = res.body?.data?.slots ?? [];
    if (slots.length > 1) return { date, slots };
  }
  throw new Error(`doctor ${doctorId} has no free slot in the next 30 days`);
}

const slotName = (slot: Slot) => `${formatClinicTime(slot.start)} to ${formatClinicTime(slot.end)}`;

async function chooseSlot(page: Page, date: string, slot: Slot, reason: string) {
  await page.getByLabel('Reason for visit').fill(reason);
  await page.getByLabel('Date', { exact: false }).fill(date);
  await page.getByRole('radio', { name: slotName(slot) }).check();
}

/** Set by the first journey: what the demo patient booked, for the third. */
let booked: { doctorId: string; date: string; slot: Slot } | undefined;

describe('finding a doctor, booking and paying', () => {
  it('a visitor filters the list, books after signing in, and finds the appointment pending', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/doctors');
    await page.getByRole('heading', { name: 'Find a Doctor' }).waitFor();
    await page.getByLabel('Specialization').selectOption('Cardiology');
    await page.waitForURL(/specialization=Cardiology/);
    await page.getByLabel('Rating').selectOption({ label: '3+ Stars' });
    await page.waitForURL(/rating=3/);
    // The city of the best-rated such doctor: the filter offers it, and keeps only its doctors.
    const [best] = (
      await e2e.api('GET', '/doctors/search?specialization=Cardiology&minRating=3&limit=1')
    ).body.data.doctors;
    const city: string = best.location.city;
    await page.getByRole('combobox', { name: 'City' }).selectOption(city);
    await page.waitForURL((url) => url.searchParams.get('city') === city);
    const cards = page.locator('.doctor-card');
    await cards
      .first()
      .getByRole('button', { name: /Book Now/ })
      .waitFor();
    const cityOfEach = cards
      .locator('.doctor-facts div')
      .filter({ has: page.getByText('City', { exact: true }) })
      .locator('dd');
    await expect
      .poll(async () => new Set(await cityOfEach.allInnerTexts()))
      .toEqual(new Set([city]));
    const specialties = await cards.locator('.doctor-card-specialty').allInnerTexts();
    expect(specialties.length).toBeGreaterThan(0);
    expect(new Set(specialties)).toEqual(new Set(['Cardiology']));

    // Signed out, Book Now remembers the booking page and asks to sign in.
    await cards
      .first()
      .getByRole('button', { name: /Book Now/ })
      .click();
    await page.waitForURL('**/sign-in');
    const target = await page.evaluate(() => localStorage.getItem('redirectAfterLogin'));
    const doctorId = target?.match(/^\/patient\/book-appointment\/([0-9a-f-]{36})$/)?.[1];
    expect(doctorId).toBeTruthy();

    await e2e.signIn(page, PATIENT.email, PATIENT.password);
    await page.waitForURL(`**/patient/book-appointment/${doctorId}`);
    await page.getByRole('heading', { name: 'Book Appointment' }).waitFor();

    const { date, slots } = await nextFreeDay(doctorId!);
    const slot = slots[0]!;
    const reason = `Chest tightness on stairs ${Date.now()}`;
    await answerWhere(page, slot);
    await chooseSlot(page, date, slot, reason);
    await page.getByRole('button', { name: 'Continue' }).click();
    const doctor = (await e2e.api('GET', `/doctors/${doctorId}`)).body.data;
    await page.getByText(formatPKR(doctor.consultationFee)).first().waitFor();
    expect(await page.locator('.booking-summary').textContent()).not.toContain('$');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText('Appointment Booked Successfully').waitFor();
    booked = { doctorId: doctorId!, date, slot };

    const token = await e2e.tokenFor(PATIENT.email, PATIENT.password);
    const mine = (await e2e.api('GET', '/appointments?status=pending', undefined, token)).body.data;
    const made = mine.find((a: { reason: string }) => a.reason === reason);
    expect(made).toMatchObject({ status: 'pending', startTime: slot.start, doctorId });

    await page.getByRole('link', { name: 'View Appointments' }).click();
    await page.waitForURL('**/patient/appointments**');
    await page.goto('/patient/appointments?tab=pending');
    await page.getByText(doctor.name).first().waitFor();
  });

  it('a patient pays through the sandbox and sees the appointment paid', async () => {
    const token = await e2e.tokenFor(PATIENT.email, PATIENT.password);
    const doctors = (await e2e.api('GET', '/doctors/search?specialization=Pediatrics&limit=1')).body
      .data.doctors;
    const doctor = doctors[0];
    const { slots } = await nextFreeDay(doctor._id, 2);
    const slot = slots[slots.length - 1]!;
    const initiated = await e2e.api(
      'POST',
      '/bookings/appointments/initiate',
      {
        doctorId: doctor._id,
        startTime: slot.start,
        endTime: slot.end,
        type: 'follow-up',
        reason: 'Fever review',
      },
      token,
    );
    expect(initiated.status).toBe(201);
    const appointmentId = initiated.body.data.appointment._id;
    const confirmed = await e2e.api(
      'POST',
      '/bookings/appointments/confirm',
      { appointmentId, paymentDetails: { method: 'cash', status: 'pending' } },
      token,
    );
    expect(confirmed.status).toBe(200);

    const { page } = await e2e.newPage();
    await e2e.signIn(page, PATIENT.email, PATIENT.password);
    await page.waitForURL('**/patient/dashboard');
    await page.goto(`/payment?appointmentId=${appointmentId}`);
    await page.getByText(doctor.name).first().waitFor();
    await page.getByText('(including all taxes)').waitFor();
    const fee = formatPKR(initiated.body.data.fee);
    await page.getByRole('button', { name: `Pay ${fee}` }).click();

    // The sandbox checkout page of this server stands in for the provider.
    await page.getByRole('heading', { name: 'Sandbox payment' }).waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/payment\?appointmentId=.*status=success/);
    await page.getByText('Payment successful. Your consultation fee has been paid.').waitFor();
    expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0);

    const after = await e2e.api('GET', `/appointments/${appointmentId}`, undefined, token);
    expect(after.body.data.payment.status).toBe('paid');
  });

  it('the slot one patient took is no longer offered to another', async () => {
    expect(booked, 'the first journey booked a slot').toBeDefined();
    const { doctorId, date, slot } = booked!;
    const email = `hamza.${Date.now()}@example.pk`;
    const registered = await e2e.api('POST', '/auth/patient/register', {
      name: 'Hamza Qureshi',
      email,
      password: 'Multan@2026',
    });
    expect(registered.status).toBe(201);

    const { page } = await e2e.newPage();
    await e2e.signIn(page, email, 'Multan@2026');
    await page.waitForURL('**/patient/dashboard');
    await page.goto(`/patient/book-appointment/${doctorId}`);
    await answerWhere(page, slot);
    await page.getByLabel('Date', { exact: false }).fill(date);
    // The day still has other slots; only the taken one is gone.
    await page.locator('.slot-option').first().waitFor();
    expect(await page.getByRole('radio', { name: slotName(slot) }).count()).toBe(0);
    expect(await page.locator('.slot-option').count()).toBeGreaterThan(0);
  });
});
