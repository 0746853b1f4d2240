import { addDays } from 'date-fns';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicToday, formatClinicTime } from '#shared/domain/clinic-time';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';
import { demoDoctor } from '../support/e2e-visit';
import { answerWhere } from '../support/e2e-where';

let e2e: E2E;
let patient: { page: Page; context: BrowserContext };
beforeAll(async () => {
  e2e = await startE2E();
  patient = await e2e.newPage();
});
afterAll(() => e2e?.close());

const PATIENT = DEMO_ACCOUNTS.patient;
const CHILD = 'Zainab Malik';
/** The child's appointment, booked by the first journey. */
let bookedId = '';
type Slot = { start: string; end: string; practiceId?: string };

/** The first clinic day from tomorrow on with a free slot of the doctor, and that slot. */
async function nextFreeSlot(doctorId: string) {
  for (let i = 1; i <= 30; i++) {
    const date = clinicToday(addDays(new Date(), i));
    const res = await e2e.api('GET', `/bookings/doctors/${doctorId}/availability?date=${date}`);
    const [slot] = (res.body?.data?.slots ?? []) as Slot[];
    if (slot) return { date, slot };
  }
  throw new Error('the demo doctor has no free slot in the next 30 days');
}

describe('booking for a family member', () => {
  it('a patient adds a child on the profile, books for the child, and sees the child named', async () => {
    const { page } = patient;
    await e2e.signIn(page, PATIENT.email, PATIENT.password);
    await page.waitForURL('**/patient/dashboard');
    await page.goto('/patient/profile');
    await page.getByRole('link', { name: 'Family members' }).click();
    await page.getByRole('heading', { level: 1, name: 'Family members' }).waitFor();

    await page.getByRole('button', { name: 'Add family member' }).click();
    await page.getByRole('textbox', { name: /Full Name/ }).fill(CHILD);
    await page.getByRole('combobox', { name: /Relationship/ }).selectOption('child');
    await page.getByLabel('Date of Birth').fill('2020-02-14');
    await page.getByRole('combobox', { name: 'Gender' }).selectOption('female');
    await page.getByLabel('Allergies').fill('Peanuts');
    await page.locator('form').getByRole('button', { name: 'Add family member' }).click();
    await page.getByText('Family member added').first().waitFor();
    await page.getByRole('heading', { level: 2, name: CHILD }).waitFor();

    // Her emergency card opens from the device's copy, with her own allergies.
    await page.getByRole('link', { name: `Emergency Medical Card: ${CHILD}` }).click();
    await page.getByRole('heading', { name: 'Emergency Medical Card' }).waitFor();
    await page.locator('.ec-name', { hasText: CHILD }).waitFor();
    await page.locator('.ec-card').getByText('Peanuts').waitFor();

    const doctor = await demoDoctor(e2e.db);
    const { date, slot } = await nextFreeSlot(doctor.id);
    await page.goto(`/patient/book-appointment/${doctor.id}`);
    await answerWhere(page, slot);
    const question = page.getByRole('group', { name: 'Who is this appointment for?' });
    await question.getByRole('radio', { name: `${CHILD} (Child)` }).waitFor();
    const options = await question
      .getByRole('radio')
      .evaluateAll((radios) =>
        radios.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent?.trim()),
      );
    expect(options[0]).toBe('Myself');
    expect(options).toContain(`${CHILD} (Child)`);
    await question.getByRole('radio', { name: `${CHILD} (Child)` }).check();
    await page.getByLabel('Reason for visit').fill('Fever for two days');
    await page.getByLabel('Date', { exact: false }).fill(date);
    await page
      .getByRole('radio', {
        name: `${formatClinicTime(slot.start)} to ${formatClinicTime(slot.end)}`,
      })
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('.booking-summary').getByText(CHILD).waitFor();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText('Appointment Booked Successfully').waitFor();

    // The server recorded the member on the appointment.
    const token = await e2e.tokenFor(PATIENT.email, PATIENT.password);
    const mine = (await e2e.api('GET', '/appointments', undefined, token)).body.data as {
      _id: string;
      startTime: string;
      familyMember: { name: string } | null;
    }[];
    const booked = mine.find((a) => a.startTime === slot.start);
    expect(booked?.familyMember?.name).toBe(CHILD);
    bookedId = booked!._id;

    await page.goto('/patient/appointments');
    await page.getByRole('tab', { name: /^Pending/ }).click();
    const card = page.getByRole('article').filter({ hasText: 'Fever for two days' });
    await card.getByText(`${CHILD} (Child)`).waitFor();
  });

  it('the doctor sees the child as the patient, with the mother as the contact, and on the Patients screen', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_ACCOUNTS.doctor.password);
    await page.waitForURL('**/doctor/dashboard');
    await page.goto('/doctor/appointments');
    await page.getByRole('tab', { name: /^Pending/ }).click();
    const card = page.getByRole('article', { name: CHILD });
    await card.waitFor();
    await card.getByText(/^Child · \d+ years · Female$/).waitFor();
    expect(
      await card.locator('dt', { hasText: 'Contact' }).locator('+ dd').textContent(),
    ).toContain(PATIENT.name);
    await card.getByRole('button', { name: /^Approve/ }).click();
    await page.getByText('Appointment status updated successfully').first().waitFor();

    await page.goto('/doctor/patients');
    const patientCard = page.getByRole('article', { name: CHILD });
    await patientCard.waitFor();
    await patientCard.getByText(`Family member of ${PATIENT.name} (Child)`).waitFor();

    // Approved, the child's pass names her as the patient.
    await patient.page.goto(`/patient/appointments/${bookedId}/pass`);
    const pass = patient.page.locator('.pass-facts');
    await pass.getByText(`${CHILD} (Child)`).waitFor();
    expect(await pass.locator('dt', { hasText: 'Patient' }).count()).toBe(1);
  });

  it('in Urdu, the family screen and the booking question read right to left, offline too', async () => {
    const { page, context } = patient;
    await page.goto('/patient/family');
    await page.getByRole('button', { name: 'اردو' }).last().click();
    await page.getByRole('heading', { level: 1, name: 'خاندان کے افراد' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByText('بچہ').first().waitFor();

    // The members are on the device: offline after a reload they are still listed.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: CHILD }).waitFor();
    await context.setOffline(false);

    const doctor = await demoDoctor(e2e.db);
    await page.goto(`/patient/book-appointment/${doctor.id}`);
    await answerWhere(page);
    const question = page.getByRole('group', { name: 'یہ اپوائنٹمنٹ کس کے لیے ہے؟' });
    await question.getByRole('radio', { name: 'میں خود' }).waitFor();
    await question.getByRole('radio', { name: `${CHILD} (بچہ)` }).waitFor();
  });

  it('a member added offline is kept on the device and reaches the server once when back online', async () => {
    const { page, context } = patient;
    await page.goto('/patient/family');
    await page.getByRole('button', { name: 'English' }).last().click();
    await page.getByRole('heading', { level: 1, name: 'Family members' }).waitFor();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add family member' }).click();
    await page.getByRole('textbox', { name: /Full Name/ }).fill('Bilal Malik');
    await page.getByRole('combobox', { name: /Relationship/ }).selectOption('sibling');
    // The phone rule is a chunk of its own, loaded offline from the precache (ADR 102).
    await page
      .getByRole('group', { name: 'Emergency Contact' })
      .getByLabel('Phone')
      .fill('0300 7654321');
    await page.locator('form').getByRole('button', { name: 'Add family member' }).click();
    await page
      .getByText('Saved on this device — will sync when you are back online')
      .first()
      .waitFor();
    await page.reload();
    const card = page.getByRole('listitem', { name: 'Bilal Malik' });
    await card.getByText('Waiting to sync').waitFor();

    // The child's emergency card opens offline from the device, and prints on its own.
    await page.getByRole('link', { name: `Emergency Medical Card: ${CHILD}` }).click();
    await page.locator('.ec-card').getByText('Peanuts').waitFor();
    await page.reload();
    await page.locator('.ec-name', { hasText: CHILD }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.locator('.ec-card').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('link', { name: 'Back to family members' }).click();

    await context.setOffline(false);
    await card.getByText('Waiting to sync').waitFor({ state: 'detached' });
    const token = await e2e.tokenFor(PATIENT.email, PATIENT.password);
    const members = async () =>
      (
        (await e2e.api('GET', '/family-members', undefined, token)).body.data.familyMembers as {
          name: string;
          emergencyContact: { phone: string };
        }[]
      ).filter((m) => m.name === 'Bilal Malik');
    const named = async () => (await members()).length;
    await expect.poll(named).toBe(1);
    expect((await members())[0]!.emergencyContact.phone).toBe('+923007654321');
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Bilal Malik' }).waitFor();
    expect(await named()).toBe(1);
  });
});
