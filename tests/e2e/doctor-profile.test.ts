import { addDays, format, getDay, parseISO } from 'date-fns';
import { and, eq, sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, doctors, users } from '#server/db/schema/index';
import { clinicToday, formatClinicTime } from '#shared/domain/clinic-time';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

type Slot = { start: string; end: string };

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let doctorId = '';
let saturday = '';

/** What a patient's booking screen is offered for that date, as clinic clock times. */
async function slotTimes(date: string): Promise<string[]> {
  const res = await e2e.api('GET', `/bookings/doctors/${doctorId}/availability?date=${date}`);
  expect(res.status).toBe(200);
  return ((res.body?.data?.slots ?? []) as Slot[]).map((s) => formatClinicTime(s.start));
}

beforeAll(async () => {
  e2e = await startE2E();
  const [doc] = await e2e.db
    .select({ id: doctors.id })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(users.email, DEMO_ACCOUNTS.doctor.email));
  doctorId = doc!.id;
  // A Saturday at least a week ahead, so no booking of the demo data sits on it.
  for (let i = 8; i < 15; i++) {
    const d = addDays(new Date(), i);
    if (getDay(new Date(`${clinicToday(d)}T12:00:00Z`)) === 6) saturday = clinicToday(d);
  }
  ({ context, page } = await e2e.newPage());
});
afterAll(() => e2e?.close());

describe("The doctor's profile and schedule", () => {
  it("changing Saturday's hours in the profile changes a patient's slots at once", async () => {
    await e2e.signIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_ACCOUNTS.doctor.password);
    await page.waitForURL('**/doctor/dashboard');
    // The demo doctor's Saturday is not 14:00-15:00 yet, so the check below sees a change.
    expect(await slotTimes(saturday)).not.toEqual(['2:00 PM', '2:30 PM']);
    await page.goto('/doctor/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('tab', { name: 'Professional Details' }).click();
    const box = page.getByRole('checkbox', { name: 'Saturday' });
    if (!(await box.isChecked())) await box.check();
    while (await page.getByRole('button', { name: 'Remove Saturday slot 2' }).count())
      await page.getByRole('button', { name: 'Remove Saturday slot 2' }).click();
    await page.getByLabel('Saturday, slot 1: start').fill('14:00');
    await page.getByLabel('Saturday, slot 1: end').fill('15:00');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    expect(await slotTimes(saturday)).toEqual(['2:00 PM', '2:30 PM']);
  });

  it('the city the doctor sets on Basic Info shows on their public page', async () => {
    await page.goto('/doctor/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('City').fill('Hyderabad');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    // A visitor who is not signed in, as a patient searching would be.
    const { page: visitor } = await e2e.newPage();
    await visitor.goto(`/doctors/${doctorId}`);
    const city = visitor.locator('.doctor-facts > div', {
      has: visitor.getByText('City', { exact: true }),
    });
    await city.getByText('Hyderabad').waitFor();
    expect(await city.locator('dd').textContent()).toBe('Hyderabad');
    await visitor.close();
  });

  it('time off added on Manage Schedule leaves that day without slots', async () => {
    await page.goto('/doctor/schedule');
    await page.getByRole('heading', { name: 'Manage Schedule' }).waitFor();
    await page.getByLabel('Start Date').fill(saturday);
    await page.getByLabel('Reason').fill('E2E leave');
    expect(await slotTimes(saturday)).toEqual(['2:00 PM', '2:30 PM']);
    await page.getByRole('button', { name: 'Add Time Off' }).click();
    await page.getByText('(E2E leave)').waitFor();
    expect(await slotTimes(saturday)).toEqual([]);
    await page.getByLabel('Select date').fill(saturday);
    await page.getByRole('tab', { name: 'Slots' }).click();
    await page.getByText('This is a day off. No slots are open.').waitFor();
  });

  it("a slot closed on Manage Schedule leaves a patient's list at once; one reopened offline waits, then reaches the server once", async () => {
    // The Saturday after the one with time off: same weekly hours, 14:00-15:00.
    const later = format(addDays(parseISO(saturday), 7), 'yyyy-MM-dd');
    const slotChanges = async () =>
      (
        await e2e.db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLogs)
          .where(
            and(eq(auditLogs.resource, 'doctor_availability'), eq(auditLogs.resourceId, doctorId)),
          )
      )[0]!.n;
    expect(await slotTimes(later)).toEqual(['2:00 PM', '2:30 PM']);
    await page.goto('/doctor/schedule');
    await page.getByRole('heading', { name: 'Manage Schedule' }).waitFor();
    await page.getByLabel('Select date').fill(later);
    await page.getByRole('tab', { name: 'Slots' }).click();
    const two = page.getByRole('tabpanel').getByRole('button', { name: /^2:00 PM/ });
    expect(await two.getAttribute('aria-pressed')).toBe('true');

    await two.click();
    await expect.poll(() => slotTimes(later)).toEqual(['2:30 PM']);
    expect(await two.getAttribute('aria-pressed')).toBe('false');
    expect(await slotChanges()).toBe(1);

    await context.setOffline(true);
    await two.click();
    await two.getByText('Waiting to sync').waitFor();
    expect(await two.getAttribute('aria-pressed')).toBe('true');
    expect(await slotTimes(later)).toEqual(['2:30 PM']);

    await context.setOffline(false);
    await expect.poll(() => slotTimes(later), { timeout: 20_000 }).toEqual(['2:00 PM', '2:30 PM']);
    await two.getByText('Waiting to sync').waitFor({ state: 'detached' });
    expect(await slotChanges()).toBe(2);
  });
});
