import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, notificationPreferences, users } from '#server/db/schema/index';
import { JOBS } from '#server/jobs/scheduler';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';
import { demoDoctor, HALF_HOUR, halfHoursFrom, visitAt } from '../support/e2e-visit';

const ACCOUNT_SID = 'ACe2e0000000000000000000000000000';
const AUTH_TOKEN = 'e2e-auth-token';
const FROM = '+923000000001';
const PATIENT_PHONE = '+923001234567';
// Medical detail that must never travel in a text.
const REASON = `Recurring chest pain ${Date.now()}`;

type Received = { path: string; authorization: string | undefined; form: URLSearchParams };

/**
 * Twilio's Messages API as a local stub: it takes only the request Twilio documents (POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic with the account SID and auth
 * token, a form with To, From and Body) and answers 201 with a message SID, as Twilio does.
 */
async function startTwilioStub() {
  const received: Received[] = [];
  const refused: string[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const expected = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
    const path = req.url ?? '';
    if (
      req.method !== 'POST' ||
      path !== `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json` ||
      req.headers.authorization !== expected ||
      !req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
    ) {
      refused.push(`${req.method} ${path}`);
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
      return;
    }
    const form = new URLSearchParams(body);
    received.push({ path, authorization: req.headers.authorization, form });
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ sid: `SM${received.length}`, status: 'queued' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let stub: Awaited<ReturnType<typeof startTwilioStub>>;
let e2e: E2E;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  stub = await startTwilioStub();
  e2e = await startE2E({
    env: {
      MESSAGING_URL: `twilio://${ACCOUNT_SID}:${AUTH_TOKEN}@${FROM}?api=${encodeURIComponent(stub.url)}`,
    },
  });
  ({ context, page } = await e2e.newPage());
});
afterAll(async () => {
  await e2e?.close();
  await stub?.close();
});

/** The administrator turns SMS notifications on, as on the settings screen. */
async function turnSmsOn() {
  const token = await e2e.tokenFor(e2e.env.adminEmail, e2e.env.adminPassword);
  const current = await e2e.api('GET', '/admin/settings', undefined, token);
  const saved = await e2e.api(
    'PUT',
    '/admin/settings',
    { ...current.body.data, smsNotifications: true },
    token,
  );
  expect(saved.status).toBe(200);
}

/**
 * A confirmed visit about 20 hours away: inside the 24-hour reminder, outside the 2-hour one.
 * The demo patient's other visits are marked reminded, so this is the only reminder due.
 */
async function visitTomorrow(patientId: string) {
  const { id: doctorId } = await demoDoctor(e2e.db);
  await e2e.db
    .update(appointments)
    .set({ reminderSentAt: new Date(), reminder2hSentAt: new Date() })
    .where(eq(appointments.patientId, patientId));
  const first = Math.ceil((Date.now() + 20 * 3_600_000) / HALF_HOUR) * HALF_HOUR;
  return visitAt(
    e2e.db,
    { doctorId, patientId, reason: REASON },
    halfHoursFrom(first, 3),
    'no free half-hour for the doctor tomorrow',
  );
}

/** The reminder and message jobs, as the scheduler runs them, twice at once (two servers). */
async function runReminderJobs() {
  const jobs = JOBS.filter((job) => /remind|messag/.test(job.name));
  expect(jobs.length).toBeGreaterThan(0);
  const deps = e2e.server.deps;
  await Promise.all([...jobs, ...jobs].map((job) => job.run(deps)));
}

describe('SMS notifications', () => {
  it('the demo patient opts in to SMS, and the reminder reaches the provider exactly once', async () => {
    await turnSmsOn();
    const { email, password } = DEMO_ACCOUNTS.patient;
    const [me] = await e2e.db.select().from(users).where(eq(users.email, email));

    await e2e.signIn(page, email, password);
    await page.waitForURL('**/patient/dashboard');
    await page.goto('/patient/profile/settings');
    const section = page.getByRole('region', { name: 'Notifications', exact: true });
    const sms = section.getByRole('group', { name: 'SMS' });
    await sms.getByText('Every SMS says how to stop: reply STOP.').waitFor();
    // The click asks first: the box stays clear until the patient agrees.
    await sms.getByRole('checkbox', { name: 'Reminders' }).click();
    const consent = page.getByRole('dialog', { name: 'Get text messages by SMS?' });
    await consent.getByText(PATIENT_PHONE).waitFor();
    await consent.getByRole('button', { name: 'I agree' }).click();
    expect(await sms.getByRole('checkbox', { name: 'Reminders' }).isChecked()).toBe(true);
    await section.getByRole('button', { name: 'Save notification choices' }).click();
    await page.getByText('Notification choices saved').first().waitFor();
    // The server's consent record (when, from which device) replaces the device's own.
    await sms.getByText(/You agreed on .* from .*Chrom/).waitFor();

    const [stored] = await e2e.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, me!.id));
    expect(stored?.choices.sms).toEqual({ reminders: true, changes: false, prescriptions: false });
    expect(stored?.smsConsentAt).toBeInstanceOf(Date);
    expect(stored?.smsConsentDevice).toMatch(/Chrom/);

    // The patient reads the app in Urdu from now on: their texts follow (the app sends it).
    await page.getByRole('button', { name: 'اردو' }).first().click();
    await expect
      .poll(
        async () =>
          (
            await e2e.db
              .select({ language: notificationPreferences.language })
              .from(notificationPreferences)
              .where(eq(notificationPreferences.userId, me!.id))
          )[0]?.language,
        { timeout: 15_000 },
      )
      .toBe('ur');

    const appointmentId = await visitTomorrow(me!.id);
    await runReminderJobs();
    await runReminderJobs();

    expect(stub.refused).toEqual([]);
    expect(stub.received).toHaveLength(1);
    const [sent] = stub.received;
    expect(sent!.form.get('To')).toBe(PATIENT_PHONE);
    expect(sent!.form.get('From')).toBe(FROM);
    const text = sent!.form.get('Body') ?? '';
    // In Urdu, with the way to stop and a link to the appointment, and no medical detail.
    expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(text).toContain('STOP');
    expect(text).toContain(`${e2e.baseURL}/patient/appointments/${appointmentId}/pass`);
    expect(text).not.toContain(REASON);
    expect(text.toLowerCase()).not.toContain('chest');
    // The SMS settings screen, in Urdu, still shows the choice kept on the device.
    await page.goto('/patient/profile/settings');
    const urduSms = page.getByRole('group', { name: 'SMS' });
    expect(await urduSms.getByRole('checkbox', { name: 'یاد دہانیاں' }).isChecked()).toBe(true);
  }, 120_000);

  it('offline, a change of choices is kept on the device and reaches the server once on reconnect', async () => {
    const { email } = DEMO_ACCOUNTS.patient;
    const [me] = await e2e.db.select().from(users).where(eq(users.email, email));
    const stored = async () =>
      (
        await e2e.db
          .select({ choices: notificationPreferences.choices })
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, me!.id))
      )[0]?.choices;
    // The answers to saves of this change (Prescriptions ready off by e-mail), not to the
    // language switch below: a switch still on its way when the page reloads is sent again by the
    // reloaded page under its first key, which the server answers from its record (ADR 034).
    const answered: number[] = [];
    page.on('response', (r) => {
      const request = r.request();
      if (request.method() !== 'PUT' || !r.url().endsWith('/api/notification-preferences')) return;
      const body = request.postDataJSON() as { email?: { prescriptions?: boolean } } | null;
      if (body?.email?.prescriptions === false) answered.push(r.status());
    });
    // Back to English, as the previous journey left the app in Urdu.
    await page.getByRole('button', { name: 'English' }).first().click();
    await page.goto('/patient/profile/settings');
    const section = page.getByRole('region', { name: 'Notifications', exact: true });
    const prescriptions = section
      .getByRole('group', { name: 'E-mail' })
      .getByRole('checkbox', { name: 'Prescriptions ready' });
    await prescriptions.waitFor();
    expect(await prescriptions.isChecked()).toBe(true);

    await context.setOffline(true);
    await prescriptions.uncheck();
    await section.getByRole('button', { name: 'Save notification choices' }).click();
    await page
      .getByText('Saved on this device — will sync when you are back online')
      .first()
      .waitFor();
    expect(await prescriptions.isChecked()).toBe(false);
    expect((await stored())?.email.prescriptions).toBe(true);

    await context.setOffline(false);
    await expect
      .poll(async () => (await stored())?.email.prescriptions, { timeout: 20_000 })
      .toBe(false);
    await page.waitForTimeout(1_000);
    expect(answered).toEqual([200]);
  }, 120_000);
});
