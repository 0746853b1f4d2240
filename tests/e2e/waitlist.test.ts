import { addDays } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistOffers } from '#server/db/schema/index';
import { expireWaitlistOffers } from '#server/jobs/waitlist-offers';
import { clinicToday, formatClinicTime } from '#shared/domain/clinic-time';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';
import { demoDoctor } from '../support/e2e-visit';

/**
 * The waitlist (ADR 101) in the browser: two patients wait for the demo doctor on one day; a
 * booked slot is cancelled and held for the first, who books it from the waitlist screen; a
 * second slot is cancelled, its hold runs out, and it passes to the person next in line.
 */
let e2e: E2E;
let patient: { page: Page; context: BrowserContext };
beforeAll(async () => {
  e2e = await startE2E();
  patient = await e2e.newPage();
});
afterAll(() => e2e?.close());

const PATIENT = DEMO_ACCOUNTS.patient;
const PASSWORD = 'Strong@Pass1';
type Slot = { start: string; end: string };

/** A new patient account; answers its token. */
async function newPatient(name: string) {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${Date.now()}@example.pk`;
  const reg = await e2e.api('POST', '/auth/patient/register', { name, email, password: PASSWORD });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status}`);
  return e2e.tokenFor(email, PASSWORD);
}

/** The first clinic day from tomorrow on with two free slots of the doctor, and those slots. */
async function dayWithTwoSlots(doctorId: string) {
  for (let i = 1; i <= 30; i++) {
    const date = clinicToday(addDays(new Date(), i));
    const res = await e2e.api('GET', `/bookings/doctors/${doctorId}/availability?date=${date}`);
    const slots = (res.body?.data?.slots ?? []) as Slot[];
    if (slots.length >= 2) return { date, first: slots[0]!, second: slots[1]! };
  }
  throw new Error('the demo doctor has no day with two free slots in the next 30 days');
}

async function book(token: string, doctorId: string, slot: Slot) {
  const init = await e2e.api(
    'POST',
    '/bookings/appointments/initiate',
    {
      doctorId,
      startTime: slot.start,
      endTime: slot.end,
      type: 'consultation',
      reason: 'Check-up',
    },
    token,
  );
  if (init.status !== 201) throw new Error(`initiate failed: ${init.status}`);
  const id = init.body.data.appointment._id as string;
  const paymentDetails = { method: 'cash', status: 'pending' };
  const confirm = await e2e.api(
    'POST',
    '/bookings/appointments/confirm',
    { appointmentId: id, paymentDetails },
    token,
  );
  if (confirm.status !== 200)
    throw new Error(`confirm failed: ${confirm.status} ${JSON.stringify(confirm.body)}`);
  return id;
}

const cancel = (token: string, id: string) =>
  e2e.api('POST', `/appointments/${id}/cancel`, { reason: 'Travelling' }, token);

type Entry = { place: number; offer: { startTime: string } | null };
const waitlistOf = async (token: string) =>
  (await e2e.api('GET', '/waitlist', undefined, token)).body.data.entries as Entry[];

describe('a freed slot reaches the people waiting for it', () => {
  it('the first person waiting is offered a cancelled slot and books it; after a hold runs out, the next person gets the other', async () => {
    const { page } = patient;
    const doctor = await demoDoctor(e2e.db);
    const { date, first, second } = await dayWithTwoSlots(doctor.id);
    const other = await newPatient('Bilal Ahmed');
    const owner = await newPatient('Kamran Butt');
    const booked = [await book(owner, doctor.id, first), await book(owner, doctor.id, second)];

    // The first patient joins from the doctor's booking page, for that day.
    await e2e.signIn(page, PATIENT.email, PATIENT.password);
    await page.waitForURL('**/patient/dashboard');
    await page.goto(`/patient/book-appointment/${doctor.id}`);
    await page.getByRole('button', { name: 'Notify me if a slot opens' }).click();
    const form = page.locator('.waitlist-join-form');
    await form.getByLabel(/^From/).fill(date);
    await form.getByLabel(/^To/).fill(date);
    await page.getByRole('button', { name: 'Notify me', exact: true }).click();
    await page.getByRole('link', { name: 'See my waitlist' }).waitFor();
    const mine = await e2e.tokenFor(PATIENT.email, PATIENT.password);
    await expect.poll(async () => (await waitlistOf(mine)).map((e) => e.place)).toEqual([1]);
    // The second joins after, and is second.
    const second2 = await e2e.api(
      'POST',
      '/waitlist',
      { doctorId: doctor.id, from: date, to: date },
      other,
    );
    expect(second2.body.data.place).toBe(2);

    // A booked slot is cancelled: it is held for the first person, not the second.
    expect((await cancel(owner, booked[0]!)).status).toBe(200);
    expect((await waitlistOf(other))[0]!.offer).toBeNull();
    const refused = await e2e.api(
      'POST',
      '/bookings/appointments/initiate',
      {
        doctorId: doctor.id,
        startTime: first.start,
        endTime: first.end,
        type: 'consultation',
        reason: 'Check-up',
      },
      other,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SLOT_HELD');

    await page.goto('/patient/waitlist');
    const card = page.getByRole('listitem').filter({ hasText: 'A slot is held for you' });
    await card.getByText(formatClinicTime(first.start), { exact: false }).first().waitFor();
    await card.getByRole('link', { name: 'Book this slot' }).click();
    const slot = page.getByRole('radio', {
      name: `${formatClinicTime(first.start)} to ${formatClinicTime(first.end)}`,
    });
    await slot.waitFor();
    expect(await slot.isChecked()).toBe(true);
    await page.getByLabel('Reason for visit').fill('Chest pain on exertion');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText('Appointment Booked Successfully').waitFor();
    const appointments = (await e2e.api('GET', '/appointments', undefined, mine)).body.data as {
      startTime: string;
    }[];
    expect(appointments.some((a) => a.startTime === first.start)).toBe(true);

    // The first patient waits again, now behind the second; the other slot is cancelled.
    await e2e.api('POST', '/waitlist', { doctorId: doctor.id, from: date, to: date }, mine);
    expect((await cancel(owner, booked[1]!)).status).toBe(200);
    expect((await waitlistOf(other))[0]!.offer?.startTime).toBe(second.start);
    expect((await waitlistOf(mine))[0]!.offer).toBeNull();

    // The hold runs out (its end moved to now), and the job passes the slot on.
    await e2e.db
      .update(waitlistOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(waitlistOffers.doctorId, doctor.id), eq(waitlistOffers.status, 'live')));
    expect(await expireWaitlistOffers(e2e.server.deps)).toBe(1);
    expect((await waitlistOf(other))[0]!.offer).toBeNull();

    await page.goto('/patient/waitlist');
    const offered = page.getByRole('listitem').filter({ hasText: 'A slot is held for you' });
    await offered.getByText(formatClinicTime(second.start), { exact: false }).first().waitFor();
    await offered.getByRole('link', { name: 'Book this slot' }).waitFor();
  });
});
