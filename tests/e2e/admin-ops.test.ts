import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, doctors, users } from '#server/db/schema/index';
import { EXPIRED_REASON } from '#shared/schemas/expiry';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

let e2e: E2E;
let admin: Page;

const version = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
  .version as string;

beforeAll(async () => {
  e2e = await startE2E();
  ({ page: admin } = await e2e.newPage());
  await e2e.signIn(admin, e2e.env.adminEmail, e2e.env.adminPassword);
  await admin.waitForURL('**/admin/dashboard');
});
afterAll(() => e2e?.close());

/** Ticks or unticks Maintenance Mode on System Settings and saves. */
async function setMaintenance(on: boolean) {
  await admin.goto('/admin/settings');
  const box = admin.getByRole('checkbox', { name: 'Maintenance Mode' });
  await box.waitFor();
  if ((await box.isChecked()) !== on) await box.click();
  await admin.getByRole('button', { name: 'Save Settings' }).click();
  await admin.getByText('Settings saved successfully!').waitFor();
}

describe('The administrator’s operations', () => {
  it('System Settings shows the running server’s System Information', async () => {
    await admin.goto('/admin/settings');
    const info = admin.getByRole('region', { name: 'System Information' });
    await info.getByText(version, { exact: true }).waitFor();
    await info.getByText('Active').waitFor();
    // The database's real size, never the spec's fixed 2.1GB.
    expect(await info.textContent()).toMatch(/Storage Used\s*[\d.,]+ (KB|MB|GB)/);
    expect(await info.textContent()).not.toContain('2.1GB');
  });

  it('turns maintenance mode on: patients are told, and off again: they are served', async () => {
    await setMaintenance(true);
    await admin.getByText('Maintenance mode is on', { exact: false }).waitFor();

    const anonymous = await e2e.api('GET', '/doctors/specializations');
    expect(anonymous.status).toBe(503);
    expect(anonymous.body.message).toBe('The service is under maintenance');

    const { page: patient } = await e2e.newPage();
    await e2e.signIn(patient, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    await patient.waitForURL('**/patient/dashboard');
    await patient
      .getByRole('alert')
      .filter({ hasText: 'The service is under maintenance. Please try again later.' })
      .waitFor();

    await setMaintenance(false);
    expect((await e2e.api('GET', '/doctors/specializations')).status).toBe(200);
    await patient.reload();
    await patient.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await patient.getByText('The service is under maintenance').count()).toBe(0);
  });

  it('runs the expiry check from Expiry Management', async () => {
    const [doc] = await e2e.db
      .select({ id: doctors.id })
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.doctor.email));
    const [patient] = await e2e.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.patient.email));
    // Three days ago at 03:07 clinic time (22:07 UTC the day before): outside every doctor's
    // hours, so it overlaps none of the demo bookings.
    const end = new Date(Date.now() - 3 * 24 * 3600_000);
    end.setUTCHours(22, 8, 0, 0);
    const [late] = await e2e.db
      .insert(appointments)
      .values({
        doctorId: doc!.id,
        patientId: patient!.id,
        startTime: new Date(end.getTime() - 60_000),
        endTime: end,
        type: 'follow-up',
        reason: 'Left without an outcome',
        status: 'scheduled',
        fee: 1500,
        paymentMethod: 'cash',
        paymentStatus: 'pending',
        confirmedAt: new Date(),
      })
      .returning();

    await admin.goto('/admin/expiry');
    const card = admin.getByRole('article', { name: DEMO_ACCOUNTS.patient.name }).filter({
      hasText: 'Left without an outcome',
    });
    await card.getByText('Expired').waitFor();
    await admin.getByRole('button', { name: 'Run Expiry Check' }).click();
    await admin.getByText(/Expiry check completed\. \d+ appointments processed\./).waitFor();
    await card.waitFor({ state: 'detached' });
    const [row] = await e2e.db.select().from(appointments).where(eq(appointments.id, late!.id));
    expect(row).toMatchObject({ status: 'cancelled', cancellationReason: EXPIRED_REASON });
  });
});
