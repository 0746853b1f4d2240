import { and, eq, sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '#server/db/schema/index';
import type { DoctorPatientPage } from '#shared/schemas/doctor-patients';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

const NOTE = `E2E offline note ${Date.now()}`;

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let token = '';
let first = { _id: '', name: '' };

const patients = async (): Promise<DoctorPatientPage> =>
  (await e2e.api('GET', '/patients?limit=100', undefined, token)).body.data;
const noteSaves = async (patientId: string) =>
  (
    await e2e.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'patient_notes'), eq(auditLogs.resourceId, patientId)))
  )[0]!.n;
const card = () => page.getByRole('article', { name: first.name });

beforeAll(async () => {
  e2e = await startE2E();
  token = await e2e.tokenFor(DEMO_ACCOUNTS.doctor.email, DEMO_ACCOUNTS.doctor.password);
  const list = await patients();
  if (!list.patients.length) throw new Error('the demo doctor has no patients');
  first = { _id: list.patients[0]!._id, name: list.patients[0]!.name };
  ({ context, page } = await e2e.newPage());
});
afterAll(() => e2e?.close());

describe("The doctor's patients offline", () => {
  it('opens Patients after an offline reload and shows the expanded patient from the device', async () => {
    await e2e.signIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_ACCOUNTS.doctor.password);
    await page.waitForURL('**/doctor/dashboard');
    await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
    await page.goto('/doctor/patients');
    await card().waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'My Patients' }).waitFor();
    await card().waitFor();
    await card()
      .getByRole('button', { name: /^Show details/ })
      .click();
    await card().getByRole('region', { name: 'Medical History' }).waitFor();
    await card().getByRole('region', { name: 'Recent Appointments' }).waitFor();
  });

  it('a note written offline waits on the device, survives a reload, and reaches the server once', async () => {
    const before = await noteSaves(first._id);
    await card().getByLabel('Notes').fill(NOTE);
    await card().getByRole('button', { name: 'Save Notes' }).click();
    await card().getByText('Waiting to sync').waitFor();
    await page.reload();
    await card().getByText('Waiting to sync').waitFor();
    expect((await patients()).patients.find((p) => p._id === first._id)?.notes).not.toBe(NOTE);

    await context.setOffline(false);
    await card().getByText('Waiting to sync').waitFor({ state: 'detached' });
    const saved = (await patients()).patients.find((p) => p._id === first._id);
    expect(saved?.notes).toBe(NOTE);
    expect(await noteSaves(first._id)).toBe(before + 1);
    // The doctor's private notes never go into the service worker's caches.
    const cached = await page.evaluate(async (needle) => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const body = (await (await cache.match(request))?.text()) ?? '';
          if (body.includes(needle)) return request.url;
        }
      }
      return null;
    }, NOTE);
    expect(cached).toBeNull();
  });
});
