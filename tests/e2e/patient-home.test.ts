import { readFileSync } from 'node:fs';
import { addDays } from 'date-fns';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, doctors, notifications, users } from '#server/db/schema/index';
import { appointmentNumber } from '#shared/domain/appointment-number';
import { clinicToday } from '#shared/domain/clinic-time';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

type Slot = { start: string; end: string };
const REASON = 'E2E home check-up';

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let patientId = '';
let appointmentId = '';

async function firstFreeSlot(doctorId: string): Promise<Slot> {
  for (let i = 1; i <= 30; i++) {
    const date = clinicToday(addDays(new Date(), i));
    const res = await e2e.api('GET', `/bookings/doctors/${doctorId}/availability?date=${date}`);
    const slots: Slot[] = res.body?.data?.slots ?? [];
    if (slots.length > 0) return slots[0]!;
  }
  throw new Error('the demo doctor has no free slot in the next 30 days');
}

const unreadInDb = async () =>
  (
    await e2e.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, patientId), eq(notifications.isRead, false)))
  )[0]!.n;

const badge = () => page.getByRole('link', { name: /^Notifications, \d+ unread$/ });

beforeAll(async () => {
  e2e = await startE2E();
  const { email, password } = DEMO_ACCOUNTS.patient;
  patientId = (await e2e.db.select().from(users).where(eq(users.email, email)))[0]!.id;
  // The demo patient's other future visits are set aside, so the one booked here is the next.
  await e2e.db
    .update(appointments)
    .set({ status: 'cancelled', cancellationReason: 'E2E set aside' })
    .where(
      and(
        eq(appointments.patientId, patientId),
        gt(appointments.startTime, new Date()),
        ne(appointments.status, 'cancelled'),
      ),
    );
  const [doc] = await e2e.db
    .select({ id: doctors.id })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(users.email, DEMO_ACCOUNTS.doctor.email));
  const slot = await firstFreeSlot(doc!.id);
  const token = await e2e.tokenFor(email, password);
  const init = await e2e.api(
    'POST',
    '/bookings/appointments/initiate',
    {
      doctorId: doc!.id,
      startTime: slot.start,
      endTime: slot.end,
      type: 'consultation',
      reason: REASON,
    },
    token,
  );
  if (init.status !== 201) throw new Error(`initiate: ${init.status} ${JSON.stringify(init.body)}`);
  appointmentId = init.body.data.appointment._id;
  await e2e.api(
    'POST',
    '/bookings/appointments/confirm',
    { appointmentId, paymentDetails: { method: 'cash', status: 'pending' } },
    token,
  );
  await e2e.db
    .update(appointments)
    .set({ status: 'scheduled' })
    .where(eq(appointments.id, appointmentId));
  // Two unread notifications at least, whatever the demo data holds.
  await e2e.db.insert(notifications).values([
    {
      userId: patientId,
      type: 'APPOINTMENT_CONFIRMED',
      title: 'E2E appointment confirmed',
      message: 'Your appointment was confirmed.',
      appointmentId,
      createdAt: new Date(),
    },
    {
      userId: patientId,
      type: 'APPOINTMENT_REMINDER',
      title: 'E2E appointment reminder',
      message: 'Your appointment is tomorrow.',
      createdAt: new Date(Date.now() - 60_000),
    },
  ]);
  ({ context, page } = await e2e.newPage());
});
afterAll(() => e2e?.close());

describe("the patient's home", () => {
  it('the demo patient signs in and the dashboard shows the booked appointment and its pass', async () => {
    await e2e.signIn(page, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    await page.waitForURL('**/patient/dashboard');
    const upcoming = page.getByRole('region', { name: 'Upcoming Appointments' });
    await upcoming.getByText(DEMO_ACCOUNTS.doctor.name).first().waitFor();
    expect(await upcoming.getByRole('listitem').count()).toBe(1);
    const next = page.getByRole('article', { name: 'Your next appointment' });
    await next.getByText(appointmentNumber(appointmentId)).waitFor();
    const unread = await unreadInDb();
    expect(unread).toBeGreaterThanOrEqual(2);
    await page.getByRole('link', { name: `Notifications, ${unread} unread` }).waitFor();
  });

  it('the header keeps the bell on the menu’s row: at 1280 px beside the links, at 360 px beside Menu', async () => {
    // Vertical centres: the header's items are centred on their row, so one row, one centre.
    const middle = async (selector: string) => {
      const box = await page.locator(selector).first().boundingBox();
      if (!box) throw new Error(`${selector} is not shown`);
      return Math.round(box.y + box.height / 2);
    };
    await page.setViewportSize({ width: 1280, height: 720 });
    await badge().waitFor();
    expect(await middle('.notif-badge')).toBe(await middle('nav#main-nav'));
    expect(await middle('.brand')).toBe(await middle('nav#main-nav'));
    const bell = (await badge().boundingBox())!;
    const nav = (await page.locator('nav#main-nav').boundingBox())!;
    expect(bell.y).toBeGreaterThanOrEqual(nav.y);
    expect(bell.y + bell.height).toBeLessThanOrEqual(nav.y + nav.height);
    await page.setViewportSize({ width: 360, height: 720 });
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    expect(await middle('.notif-badge')).toBe(await middle('.menu-toggle'));
    expect(await middle('.brand')).toBe(await middle('.menu-toggle'));
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('tapping a notification’s message reads it; marking all read leaves 0 unread, also after a reload', async () => {
    const before = await unreadInDb();
    await badge().click();
    await page.waitForURL('**/patient/notifications');
    // A tap where a finger lands on a phone: on the message, not on the title.
    const message = page
      .getByRole('article', { name: 'E2E appointment confirmed' })
      .getByText('Your appointment was confirmed.');
    const box = (await message.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByRole('link', { name: `Notifications, ${before - 1} unread` }).waitFor();
    await expect.poll(unreadInDb).toBe(before - 1);
    const [read] = await e2e.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'E2E appointment confirmed'));
    expect(read!.isRead).toBe(true);

    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark all read' }).isDisabled()).toBe(true);
    await expect.poll(unreadInDb).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await page.getByText('0 unread', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor();
  });

  it('opens the pass with the network off after a reload', async () => {
    await page.goto('/patient/dashboard');
    await page
      .getByRole('article', { name: 'Your next appointment' })
      .getByRole('link', { name: 'View pass' })
      .click();
    await page.waitForURL(`**/patient/appointments/${appointmentId}/pass`);
    const number = appointmentNumber(appointmentId);
    await page.getByRole('img', { name: `QR code of appointment number ${number}` }).waitFor();
    // Online, "Add to calendar" saves the server's calendar file of this appointment.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`appointment-${number}.ics`);
    const ics = readFileSync(await download.path(), 'utf8');
    expect(ics).toContain(`UID:${appointmentId}@mashwara\r\n`);
    expect(ics).toContain('DTSTART;TZID=Asia/Karachi:');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Appointment pass' }).waitFor();
    await page.getByRole('img', { name: `QR code of appointment number ${number}` }).waitFor();
    expect(await page.getByText(number, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText(DEMO_ACCOUNTS.doctor.name).count()).toBeGreaterThan(0);
    // Offline, the calendar file waits for a connection and the pass says so.
    expect(await page.getByRole('button', { name: 'Add to calendar' }).isDisabled()).toBe(true);
    await page
      .getByText('You are offline. Adding the appointment to your calendar needs a connection.')
      .waitFor();
    await context.setOffline(false);
  });
});
