import { and, eq, sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLogs, doctors, users } from '#server/db/schema/index';
import { clinicToday } from '#shared/domain/clinic-time';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

const HALF_HOUR = 1_800_000;
const PATIENT = { name: 'Zara Offline Visit', email: `zara.${Date.now()}@example.pk` };
const SAVED_OFFLINE = 'Saved on this device — will sync when you are back online';

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let visitId = '';

const row = async (id: string) =>
  (await e2e.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const countAudit = async (id: string) =>
  (
    await e2e.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceId, id), eq(auditLogs.action, 'status_change')))
  )[0]!.n;
const card = () => page.getByRole('article', { name: PATIENT.name });

/**
 * A scheduled visit with the demo doctor later today (clinic day), written to the database: the
 * first free half-hour from the next one on (the database refuses an overlapping one).
 */
async function visitToday(doctorId: string, patientId: string) {
  const today = clinicToday();
  for (let start = Math.ceil(Date.now() / HALF_HOUR) * HALF_HOUR; ; start += HALF_HOUR) {
    if (clinicToday(new Date(start)) !== today) throw new Error('no free half-hour left today');
    try {
      const [inserted] = await e2e.db
        .insert(appointments)
        .values({
          doctorId,
          patientId,
          startTime: new Date(start),
          endTime: new Date(start + HALF_HOUR),
          type: 'consultation',
          reason: 'E2E follow-up of blood pressure',
          status: 'scheduled',
          fee: 1500,
          paymentMethod: 'cash',
          paymentStatus: 'pending',
          confirmedAt: new Date(),
        })
        .returning({ id: appointments.id });
      return inserted!.id;
    } catch {
      // Overlaps one of the demo doctor's visits: try the next half-hour.
    }
  }
}

beforeAll(async () => {
  e2e = await startE2E();
  const [doc] = await e2e.db
    .select({ id: doctors.id })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(users.email, DEMO_ACCOUNTS.doctor.email));
  await e2e.api('POST', '/auth/patient/register', {
    name: PATIENT.name,
    email: PATIENT.email,
    password: 'Strong@Pass1',
  });
  const [patient] = await e2e.db.select().from(users).where(eq(users.email, PATIENT.email));
  visitId = await visitToday(doc!.id, patient!.id);
  ({ context, page } = await e2e.newPage());
});
afterAll(() => e2e?.close());

describe("the doctor's day offline", () => {
  it("the demo doctor signs in and the dashboard lists today's visit", async () => {
    await e2e.signIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_ACCOUNTS.doctor.password);
    await page.waitForURL('**/doctor/dashboard');
    const today = page.getByRole('region', { name: "Today's Schedule" });
    await today.getByText(PATIENT.name).waitFor();
    await expect(
      today.getByRole('listitem').filter({ hasText: PATIENT.name }).textContent(),
    ).resolves.toContain('Confirmed');
    expect(await page.getByText("Today's Appointments").isVisible()).toBe(true);
  });

  it('with the network off, the appointments list opens after a reload', async () => {
    await page.goto('/doctor/appointments');
    await card().waitFor();
    await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Appointments', exact: true }).waitFor();
    await card().waitFor();
  });

  it('a visit marked completed offline waits to sync and reaches the server exactly once', async () => {
    await card()
      .getByRole('button', { name: /^Mark Completed/ })
      .click();
    await page.getByText(SAVED_OFFLINE).first().waitFor();
    await page.getByRole('tab', { name: 'Completed' }).click();
    await card().getByText('Waiting to sync').waitFor();
    expect((await row(visitId)).status).toBe('scheduled');

    await context.setOffline(false);
    await card().getByText('Waiting to sync').waitFor({ state: 'detached' });
    expect((await row(visitId)).status).toBe('completed');
    expect(await countAudit(visitId)).toBe(1);
    // The dashboard from the mirror still counts it among today's visits.
    await page.goto('/doctor/dashboard');
    await page.getByText(PATIENT.name).waitFor();
  });
});
