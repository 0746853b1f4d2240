import { and, eq, ne } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, doctors, users, visitSummaries } from '#server/db/schema/index';
import { clinicToday } from '#shared/domain/clinic-time';
import { shiftDate } from '#shared/domain/date-only';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';
import { readCatalog } from '../support/message-scan';
import { appRoutes, englishOn, recordServerData, settle } from '../support/urdu-walk';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const { messages: ur } = readCatalog('ur');
// The English texts the catalog translates: any of them left on an Urdu screen is a miss.
const english = Object.keys(ur).filter((id) => ur[id] !== id);

/** Every string a record holds: data the user entered stays as entered (a city named Karachi). */
function dataStrings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) for (const v of value) dataStrings(v, into);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) dataStrings(v, into);
  return into;
}

/** Interface text on the page that is still in English: whole text nodes and labelling attributes. */
async function untranslated(page: Page, data: Set<string> = new Set()): Promise<string[]> {
  return page.evaluate(
    (ids) => {
      const known = new Set(ids);
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.replace(/\s+/g, ' ').trim();
        const el = n.parentElement;
        if (!text || !el || el.closest('script,style,[hidden]')) continue;
        if (known.has(text)) found.add(text);
      }
      for (const el of document.body.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
        for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = el.getAttribute(attr)?.trim();
          if (value && known.has(value)) found.add(`${attr}="${value}"`);
        }
      }
      return [...found];
    },
    english.filter((id) => !data.has(id)),
  );
}

async function expectUrdu(page: Page, screen: string, data?: Set<string>) {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.dir), screen).toBe('rtl');
  expect(await page.evaluate(() => document.documentElement.lang), screen).toBe('ur');
  expect(await untranslated(page, data), screen).toEqual([]);
}

describe('Mashwara in Urdu on a phone', () => {
  it('a reader switches to Urdu and walks from the landing page to booking, then back to English', async () => {
    const { page } = await e2e.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    await page.getByRole('button', { name: 'اردو' }).last().click();
    await expectUrdu(page, 'landing');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ur');

    // The menu is folded away on a phone; its button is in Urdu too.
    await page.getByRole('button', { name: ur.Menu }).click();
    await page.getByRole('link', { name: ur['Find Doctors'] }).first().click();
    await page.waitForURL('**/doctors');
    await page.locator('.doctor-card').first().waitFor();
    const listed = await e2e.api('GET', '/doctors/search');
    await expectUrdu(page, 'doctor list', dataStrings(listed.body.data));

    // Data stays as entered: the doctor's name is shown as the doctor wrote it.
    const { body } = await e2e.api('GET', '/doctors/search?limit=1');
    const doctor = body.data.doctors[0];
    await page.goto(`/doctors/${doctor._id}`);
    await page.getByText(doctor.name).first().waitFor();
    const detail = (await e2e.api('GET', `/doctors/${doctor._id}`)).body.data;
    await expectUrdu(page, 'doctor detail', dataStrings(detail));

    await page.goto('/sign-in');
    await page.locator('main input[type=email]').fill(DEMO_ACCOUNTS.patient.email);
    await page.locator('main input[type=password]').fill(DEMO_ACCOUNTS.patient.password);
    await expectUrdu(page, 'sign-in');
    await page.locator('main form button[type=submit]').click();
    await page.waitForURL('**/patient/**');
    await page.goto(`/patient/book-appointment/${doctor._id}`);
    await page.locator('main form').first().waitFor();
    await expectUrdu(page, 'booking', dataStrings(detail));

    // After a reload the choice is still Urdu.
    await page.reload();
    await expectUrdu(page, 'booking after reload', dataStrings(detail));

    await page.getByRole('button', { name: 'English' }).last().click();
    await page.getByRole('heading', { name: 'Book Appointment' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});

describe('every screen in Urdu', () => {
  const visited = new Set<string>();
  const ids = {
    doctor: '',
    specialty: '',
    appointment: '',
    summarized: '',
    verify: '',
    video: '',
  };

  beforeAll(async () => {
    const [doctor] = await e2e.db
      .select({ id: doctors.id, specialization: doctors.specialization })
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.doctor.email));
    const [visit] = await e2e.db
      .select({ id: appointments.id })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.patientId))
      .where(
        and(eq(users.email, DEMO_ACCOUNTS.patient.email), ne(appointments.status, 'cancelled')),
      );
    ids.doctor = doctor!.id;
    ids.specialty = doctor!.specialization.toLowerCase();
    ids.appointment = visit!.id;
    // The demo patient's video visit with the demo doctor (demo data): its room, in Urdu.
    const [video] = await e2e.db
      .select({ id: appointments.id })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.patientId))
      .where(
        and(
          eq(users.email, DEMO_ACCOUNTS.patient.email),
          eq(appointments.mode, 'video'),
          eq(appointments.status, 'scheduled'),
        ),
      );
    ids.video = video!.id;
    // A visit of the demo patient's with a prescription (demo data), and its public check.
    const [summarized] = await e2e.db
      .select({ id: appointments.id })
      .from(visitSummaries)
      .innerJoin(appointments, eq(appointments.id, visitSummaries.appointmentId))
      .innerJoin(users, eq(users.id, appointments.patientId))
      .where(eq(users.email, DEMO_ACCOUNTS.patient.email));
    ids.summarized = summarized!.id;
    const signIn = await fetch(`${e2e.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: DEMO_ACCOUNTS.patient.email,
        password: DEMO_ACCOUNTS.patient.password,
      }),
    }).then((r) => r.json());
    const summary = await fetch(`${e2e.baseURL}/api/appointments/${ids.summarized}/summary`, {
      headers: { authorization: `Bearer ${signIn.data.token}` },
    }).then((r) => r.json());
    ids.verify = new URL(summary.data.verifyUrl).pathname;
    // The demo patient waits for the doctor, so the waitlist and its counts have rows (ADR 101).
    const today = clinicToday();
    const joined = await fetch(`${e2e.baseURL}/api/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${signIn.data.token}` },
      body: JSON.stringify({
        doctorId: ids.doctor,
        from: shiftDate(today, 1),
        to: shiftDate(today, 7),
      }),
    });
    expect(joined.status).toBe(201);
  });

  /**
   * Opens each screen with Urdu chosen (signed in as `account`, or signed out) and fails on
   * interface English; each tab of a screen is opened too.
   */
  async function walk(account: { email: string; password: string } | null, screens: string[][]) {
    // Without the service worker, so every answer of the server reaches the page's network
    // events, where its strings are read as data.
    const context = await e2e.browser.newContext({
      baseURL: e2e.baseURL,
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await context.addInitScript(() => localStorage.setItem('lang', 'ur'));
    const data = recordServerData(context);
    if (account) {
      await page.goto('/sign-in');
      // The sign-in page is prerendered: typing before the app takes it over would be lost.
      await settle(page);
      await page.locator('main input[type=email]').fill(account.email);
      await page.locator('main input[type=password]').fill(account.password);
      await page.locator('main form button[type=submit]').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    }
    const problems: string[] = [];
    for (const [route, url = route] of screens) {
      await page.goto(url!);
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.dir), url).toBe('rtl');
      const tabs = page.locator('[role=tab]');
      const tabCount = await tabs.count();
      for (let i = 0; i <= tabCount; i++) {
        if (i > 0) {
          await tabs.nth(i - 1).click();
          await settle(page);
        }
        for (const p of await englishOn(page, await data.strings())) problems.push(`${url}: ${p}`);
      }
      visited.add(route!);
    }
    await context.close();
    const unique = [...new Set(problems)];
    expect(unique, `English on Urdu screens:\n${unique.join('\n')}`).toEqual([]);
  }

  it('the public screens, signed out', async () => {
    await walk(null, [
      ['/'],
      ['/about'],
      ['/contact'],
      ['/demo'],
      ['/faq'],
      ['/privacy'],
      ['/terms'],
      ['/specialties'],
      ['/doctors'],
      ['/doctors/$doctorParam', `/doctors/${ids.doctor}`],
      ['/doctors/$doctorParam', `/doctors/${ids.specialty}`],
      ['/sign-in'],
      ['/sign-up'],
      ['/patient/sign-up'],
      ['/doctor/sign-up'],
      ['/forgot-password'],
      ['/reset-password/$token', '/reset-password/not-a-real-link'],
      ['/verify-email', '/verify-email?token=not-a-real-link'],
      ['/verify/$token', ids.verify],
      ['/verify/$token', '/verify/not-a-real-code'],
      ['not found', '/no-such-page'],
    ]);
  }, 240_000);

  it("the patient's screens", async () => {
    await walk(DEMO_ACCOUNTS.patient, [
      ['/patient/dashboard'],
      ['/patient/doctors'],
      ['/patient/doctors/$id', `/patient/doctors/${ids.doctor}`],
      ['/patient/book-appointment/$doctorId', `/patient/book-appointment/${ids.doctor}`],
      ['/patient/appointments'],
      [
        '/patient/appointments/$appointmentId/pass',
        `/patient/appointments/${ids.appointment}/pass`,
      ],
      ['/payment', `/payment?appointmentId=${ids.appointment}`],
      ['/patient/notifications'],
      ['/patient/reviews'],
      ['/patient/profile'],
      ['/patient/profile/settings'],
      ['/patient/emergency-card'],
      ['/patient/family'],
      ['/patient/waitlist'],
      ['/patient/prescriptions/$appointmentId', `/patient/prescriptions/${ids.summarized}`],
      ['/call/$appointmentId', `/call/${ids.video}`],
      ['/profile'],
      ['/devices'],
    ]);
  }, 240_000);

  it("the doctor's screens", async () => {
    await walk(DEMO_ACCOUNTS.doctor, [
      ['/doctor/dashboard'],
      ['/doctor/appointments'],
      ['/doctor/schedule'],
      ['/doctor/patients'],
      ['/doctor/reviews'],
      ['/doctor/notifications'],
      ['/doctor/profile'],
      ['/doctor/profile/settings'],
      ['/doctor/prescriptions/$appointmentId', `/doctor/prescriptions/${ids.summarized}`],
      ['/profile'],
      ['/devices'],
    ]);
  }, 240_000);

  it('the screen of a doctor waiting for verification', async () => {
    await walk(DEMO_ACCOUNTS.pendingDoctor, [['/verification-pending']]);
  });

  it("the administrator's screens", async () => {
    await walk({ email: e2e.env.adminEmail, password: e2e.env.adminPassword }, [
      ['/admin/dashboard'],
      ['/admin/users'],
      ['/admin/doctors'],
      ['/admin/appointments'],
      ['/admin/expiry'],
      ['/admin/reports'],
      ['/admin/logs'],
      ['/admin/settings'],
      ['/admin/messages', '/admin/messages?status=all'],
      ['/admin/refunds', '/admin/refunds?status=all'],
      ['/admin/outbox'],
      ['/admin/contact-messages'],
      ['/profile'],
      ['/devices'],
    ]);
  }, 240_000);

  it('leaves no route of the app unvisited', () => {
    expect(appRoutes().filter((route) => !visited.has(route))).toEqual([]);
  });
});
