import { addDays } from 'date-fns';
import { and, eq, sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLogs, doctors, notifications, users } from '#server/db/schema/index';
import { clinicToday, formatClinicTime } from '#shared/domain/clinic-time';
import { leftovers } from '../support/device-leftovers';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

type Slot = { start: string; end: string };
const PASSWORD = 'Strong@Pass1';
const SAVED_OFFLINE = 'Saved on this device — will sync when you are back online';
const REASON = { a: 'E2E sore throat', b: 'E2E knee pain', c: 'E2E skin rash' };

let e2e: E2E;
let context: BrowserContext;
let page: Page;
const me = { email: `offline.${Date.now()}@example.pk`, id: '', token: '' };
const ids = { a: '', b: '', c: '' };
let doctorId = '';
let original: Slot;
let target: Slot;

async function freeSlots(skip = 0): Promise<Slot[]> {
  for (let i = 1 + skip; i <= 30; i++) {
    const date = clinicToday(addDays(new Date(), i));
    const res = await e2e.api('GET', `/bookings/doctors/${doctorId}/availability?date=${date}`);
    const slots: Slot[] = res.body?.data?.slots ?? [];
    if (slots.length >= 3) return slots;
  }
  throw new Error('the demo doctor has no free day in the next 30 days');
}

/** Books through the API; the doctor's approval (scheduled) is written to the database. */
async function book(token: string, slot: Slot, reason: string, approve = true) {
  const init = await e2e.api(
    'POST',
    '/bookings/appointments/initiate',
    { doctorId, startTime: slot.start, endTime: slot.end, type: 'consultation', reason },
    token,
  );
  if (init.status !== 201) throw new Error(`initiate: ${init.status} ${JSON.stringify(init.body)}`);
  const id = init.body.data.appointment._id as string;
  const paymentDetails = { method: 'cash', status: 'pending' };
  await e2e.api(
    'POST',
    '/bookings/appointments/confirm',
    { appointmentId: id, paymentDetails },
    token,
  );
  if (approve)
    await e2e.db.update(appointments).set({ status: 'scheduled' }).where(eq(appointments.id, id));
  return id;
}

async function register(email: string, name: string) {
  await e2e.api('POST', '/auth/patient/register', { name, email, password: PASSWORD });
  return e2e.tokenFor(email, PASSWORD);
}

const row = async (id: string) =>
  (await e2e.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const countNotifications = async (id: string, type: string) =>
  (
    await e2e.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.appointmentId, id), eq(notifications.type, type)))
  )[0]!.n;
const countAudit = async (id: string, action: string) =>
  (
    await e2e.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceId, id), eq(auditLogs.action, action)))
  )[0]!.n;
const card = (reason: string) => page.locator('.appt-card', { hasText: reason });
const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

beforeAll(async () => {
  e2e = await startE2E();
  const [doc] = await e2e.db
    .select({ id: doctors.id })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(users.email, DEMO_ACCOUNTS.doctor.email));
  doctorId = doc!.id;
  me.token = await register(me.email, 'Offline Patient');
  me.id = (await e2e.db.select().from(users).where(eq(users.email, me.email)))[0]!.id;
  const slots = await freeSlots();
  original = slots[1]!;
  ids.a = await book(me.token, slots[0]!, REASON.a);
  ids.b = await book(me.token, original, REASON.b);
  ids.c = await book(me.token, slots[2]!, REASON.c);
  target = (await freeSlots(7))[0]!;
  ({ context, page } = await e2e.newPage());
});
afterAll(() => e2e?.close());

describe('My Appointments offline', () => {
  it('installs its service worker and shows the mirrored appointments after an offline reload', async () => {
    await e2e.signIn(page, me.email, PASSWORD);
    await page.waitForURL('**/patient/dashboard');
    const active = await page.evaluate(async () =>
      Boolean((await navigator.serviceWorker.ready).active),
    );
    expect(active).toBe(true);
    await page.goto('/patient/appointments');
    await card(REASON.b).waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'My Appointments' }).waitFor();
    for (const reason of Object.values(REASON)) await card(reason).waitFor();
  });

  it('a cancel made offline waits on the device, survives a reload, and applies once on reconnect', async () => {
    await card(REASON.a)
      .getByRole('button', { name: /^Cancel the appointment/ })
      .click();
    const dialog = page.getByRole('dialog');
    // A native modal dialog leaves the page behind inert: Tab goes round the dialog (by way of
    // the browser's own controls), never to the page behind it.
    const stops: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      stops.push(
        await dialog.evaluate((d) => {
          const el = document.activeElement;
          if (!el || el === document.body) return 'browser';
          if (!d.contains(el)) return `behind: ${el.outerHTML.slice(0, 80)}`;
          return el.tagName === 'TEXTAREA' ? 'reason' : (el.textContent ?? '');
        }),
      );
    }
    expect(stops.filter((stop) => stop.startsWith('behind'))).toEqual([]);
    expect(stops).toContain('Keep Appointment');
    expect(stops).toContain('reason');
    await dialog.getByLabel('Reason for cancellation').fill('Travelling to Lahore');
    await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
    await page.getByText(SAVED_OFFLINE).first().waitFor();
    await tab('Cancelled').click();
    await card(REASON.a).getByText('Waiting to sync').waitFor();
    await page.reload();
    await card(REASON.a).getByText('Waiting to sync').waitFor();
    expect((await row(ids.a)).status).toBe('scheduled');

    await context.setOffline(false);
    await card(REASON.a).getByText('Waiting to sync').waitFor({ state: 'detached' });
    const cancelled = await row(ids.a);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Travelling to Lahore',
    });
    expect(await countNotifications(ids.a, 'APPOINTMENT_CANCELLED')).toBe(1);
    expect(await countAudit(ids.a, 'status_change')).toBe(1);
  });

  it('a reschedule made offline to a slot someone else books meanwhile ends in a clear conflict', async () => {
    await tab('Upcoming').click();
    await card(REASON.b)
      .getByRole('button', { name: /^Reschedule/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New date').fill(clinicToday(new Date(target.start)));
    const radio = dialog.getByRole('radio', { name: formatClinicTime(target.start) });
    await radio.waitFor();
    await context.setOffline(true);
    await radio.check();
    await dialog.getByRole('button', { name: 'Reschedule', exact: true }).click();
    await card(REASON.b).getByText('Waiting to sync').waitFor();
    expect(await card(REASON.b).textContent()).toContain(formatClinicTime(target.start));

    const rival = await register(`rival.${Date.now()}@example.pk`, 'Rival Patient');
    await book(rival, target, 'E2E rival booking', false);
    await context.setOffline(false);

    await page.getByText('This time slot is no longer available').first().waitFor();
    await card(REASON.b).getByText('Waiting to sync').waitFor({ state: 'detached' });
    await expect
      .poll(() => card(REASON.b).textContent())
      .toContain(formatClinicTime(original.start));
    expect((await row(ids.b)).startTime.toISOString()).toBe(original.start);
  });

  it('signing out with a waiting change warns, then leaves nothing of the user on the device', async () => {
    await context.setOffline(true);
    await card(REASON.c)
      .getByRole('button', { name: /^Cancel the appointment/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason for cancellation').fill('Changed my mind');
    await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
    await tab('Cancelled').click();
    await card(REASON.c).getByText('Waiting to sync').waitFor();

    const uiToken = (await page.evaluate(() => localStorage.getItem('token'))) ?? me.token;
    const needles = [me.id, me.email, uiToken, ...Object.values(ids), ...Object.values(REASON)];
    // The probe sees the user's data while signed in, so an empty answer later means something.
    expect((await leftovers(page, needles)).length).toBeGreaterThan(0);

    await page.getByRole('button', { name: /Offline Patient/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    const warning = page.getByRole('dialog');
    await warning.getByText('You have 1 changes that have not synced yet.').waitFor();
    await warning.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/sign-in');

    const left = await leftovers(page, needles);
    expect(left).toEqual([]);

    await context.setOffline(false);
    expect((await row(ids.c)).status).toBe('scheduled');
  });
});
