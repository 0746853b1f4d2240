import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, doctors, pushSubscriptions, users } from '#server/db/schema/index';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';
import { readCatalog } from '../support/message-scan';
import { browserKeys } from '../support/push-service-stub';

// A push reaches the installed app: the service worker shows a generic text in the reader's
// language and its notification opens the appointment, whose screen loads the details (ADR 104).

const { messages: ur } = readCatalog('ur');
let e2e: E2E;
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
let appointmentId = '';
let doctorName = '';
let patientId = '';
let registration = { registrationId: '', scopeURL: '' };

type Shown = { title: string; body: string; lang: string; dir: string; url: string; tag: string };

/** The notifications the worker has on screen. */
const shown = () =>
  page.evaluate(async () => {
    const worker = await navigator.serviceWorker.ready;
    return (await worker.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      lang: n.lang,
      dir: n.dir,
      url: (n.data as { url: string }).url,
      tag: n.tag,
    }));
  }) as Promise<Shown[]>;

async function clearShown() {
  await page.evaluate(async () => {
    const worker = await navigator.serviceWorker.ready;
    for (const n of await worker.getNotifications()) n.close();
  });
}

/** What a push service hands the browser: the server's payload, only a kind and an id. */
async function deliver(payload: unknown) {
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(e2e.baseURL).origin,
    registrationId: registration.registrationId,
    data: JSON.stringify(payload),
  });
  // The worker may have to start for it first, which takes seconds on a busy machine (one run of
  // the whole suite missed a 5 s wait).
  for (const end = Date.now() + 20_000; Date.now() < end; ) {
    const now = await shown();
    if (now.length) return now;
    await page.waitForTimeout(100);
  }
  throw new Error('the service worker showed no notification');
}

beforeAll(async () => {
  e2e = await startE2E();
  patientId = (
    await e2e.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.patient.email))
  )[0]!.id;
  const [visit] = await e2e.db
    .select({ id: appointments.id, doctor: users.name })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(
      and(
        eq(appointments.patientId, patientId),
        gt(appointments.startTime, new Date()),
        ne(appointments.status, 'cancelled'),
      ),
    )
    .orderBy(desc(appointments.startTime))
    .limit(1);
  appointmentId = visit!.id;
  doctorName = visit!.doctor;
  ({ context, page } = await e2e.newPage());
  await context.grantPermissions(['notifications'], { origin: e2e.baseURL });
  cdp = await context.newCDPSession(page);
  const registered = new Promise<typeof registration>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL.startsWith(e2e.baseURL) && !r.isDeleted);
      if (mine) resolve(mine);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await e2e.signIn(page, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
  await page.waitForURL('**/patient/dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  registration = await registered;
}, 120_000);
afterAll(() => e2e?.close());

describe('push to the installed app', () => {
  it('the signed-in device has a push subscription on the server', async () => {
    // Headless Chromium has no push service to subscribe with (pushManager.subscribe fails
    // without one), so the device's subscription is registered through the API with the
    // session's own token, as the app does after pushManager.subscribe.
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    expect(token).toBeTruthy();
    const device = browserKeys().json('https://push.example.com/e2e-device');
    const answer = await e2e.api('POST', '/push/subscriptions', device, token);
    expect(answer.status).toBe(201);
    const rows = await e2e.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, patientId));
    expect(rows.map((r) => r.endpoint)).toEqual([device.endpoint]);
  });

  it('a reminder pushed to the service worker shows the generic text and opens the appointment', async () => {
    const [notice] = await deliver({ kind: 'APPOINTMENT_REMINDER', id: appointmentId });
    expect(notice).toMatchObject({
      title: 'Mashwara',
      body: 'You have an appointment coming up',
      url: `/patient/appointments/${appointmentId}/pass`,
    });
    // Nothing from the appointment is on the lock screen.
    expect(`${notice!.title} ${notice!.body}`).not.toContain(doctorName);
    // The click's target (the worker's click logic is unit-tested with a fake clients API).
    await page.goto(notice!.url);
    await page.getByRole('heading', { name: 'Appointment pass' }).waitFor();
    expect(await page.getByText(doctorName).count()).toBeGreaterThan(0);
    await clearShown();
  });

  it('in Urdu the same push reads in Urdu, right to left', async () => {
    await page.getByRole('button', { name: 'اردو' }).last().click();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const kept = await (await caches.open('mashwara-push-texts')).match('/push-texts.json');
          return kept ? ((await kept.json()) as { lang: string }).lang : null;
        }),
      )
      .toBe('ur');
    const [notice] = await deliver({ kind: 'PRESCRIPTION_READY', id: appointmentId });
    expect(notice).toMatchObject({
      body: ur['Your prescription is ready'],
      lang: 'ur',
      dir: 'rtl',
      url: `/patient/prescriptions/${appointmentId}`,
    });
    await clearShown();
  });

  it('signing out deletes the device’s subscription', async () => {
    await page.getByRole('button', { name: 'English' }).last().click();
    await page.getByRole('button', { name: new RegExp(DEMO_ACCOUNTS.patient.name) }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/sign-in');
    await expect
      .poll(
        async () =>
          (
            await e2e.db
              .select()
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.userId, patientId))
          ).length,
      )
      .toBe(0);
  });
});
