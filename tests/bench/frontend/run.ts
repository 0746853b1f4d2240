import { chromium } from 'playwright-core';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-data';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from '#server/env';
import { CHROMIUM_ARGS, chromiumPath } from '../../support/chromium';
import { jsWeight } from './js-weight';
import { lighthouseMedian } from './lighthouse';
import { offlineFirstPaint } from './offline-start';
import { serveDemo } from './serve';
import { urduFontRows } from './urdu-font';

/**
 * Budgets of the frontend (the developers' guide: `/` signed out 120 KB, any signed-in route
 * 185 KB, the reports page with chart.js 240 KB); the bench prints each figure against its own.
 */
export const BUDGETS = {
  jsSignedOutKb: 120,
  jsPublicKb: 170,
  jsSignedInKb: 185,
  jsReportsPageKb: 240,
  performance: 95,
  otherCategories: 100,
  offlineFirstPaintMs: 1000,
};

export type FrontendRow = { figure: string; value: string; budget: string; met: boolean };

const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/faq',
  '/terms',
  '/privacy',
  '/specialties',
  '/demo',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/doctors',
];
const DOCTOR_ROUTES = [
  '/doctor/dashboard',
  '/doctor/appointments',
  '/doctor/patients',
  '/doctor/schedule',
  '/doctor/profile',
  '/doctor/profile/settings',
  '/doctor/desk',
];
const PATIENT_ROUTES = [
  '/patient/dashboard',
  '/patient/doctors',
  '/patient/appointments',
  '/patient/reviews',
  '/patient/notifications',
  '/patient/profile',
  '/patient/profile/settings',
  '/patient/family',
  '/patient/emergency-card',
];

export async function runFrontend(
  options: { lighthouseRuns?: number } = {},
): Promise<FrontendRow[]> {
  const demo = await serveDemo();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const rows: FrontendRow[] = [];
  const row = (figure: string, value: number, unit: string, budget: number, atMost: boolean) =>
    rows.push({
      figure,
      value: `${value.toFixed(unit === 'KB' ? 1 : 0)} ${unit}`.trim(),
      budget: `${atMost ? '≤' : '≥'} ${budget} ${unit}`.trim(),
      met: atMost ? value <= budget : value >= budget,
    });
  try {
    const search = await fetch(`${demo.baseUrl}/api/doctors/search?limit=1`).then((r) => r.json());
    const doctorId: string = search.data.doctors[0]._id;
    const login = await fetch(`${demo.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: DEMO_ACCOUNTS.patient.email,
        password: DEMO_ACCOUNTS.patient.password,
      }),
    }).then((r) => r.json());
    const session = { token: login.data.token as string, user: login.data.user };

    let largest = { path: '', kb: 0 };
    const publicRoutes = [...PUBLIC_ROUTES, `/doctors/${doctorId}`];
    for (const path of publicRoutes) {
      const { kb } = await jsWeight(browser, demo.baseUrl, path);
      if (kb > largest.kb) largest = { path, kb };
      row(
        `JS on ${path} (signed out), gzip`,
        kb,
        'KB',
        path === '/' ? BUDGETS.jsSignedOutKb : BUDGETS.jsPublicKb,
        true,
      );
    }
    const patientRoutes = [
      ...PATIENT_ROUTES,
      `/patient/doctors/${doctorId}`,
      `/patient/book-appointment/${doctorId}`,
    ];
    for (const path of patientRoutes) {
      const { kb } = await jsWeight(browser, demo.baseUrl, path, session);
      if (kb > largest.kb) largest = { path, kb };
      row(`JS on ${path} (patient), gzip`, kb, 'KB', BUDGETS.jsSignedInKb, true);
    }
    const doctor = await signIn(
      demo.baseUrl,
      DEMO_ACCOUNTS.doctor.email,
      DEMO_ACCOUNTS.doctor.password,
    );
    for (const path of DOCTOR_ROUTES) {
      const { kb } = await jsWeight(browser, demo.baseUrl, path, doctor);
      if (kb > largest.kb) largest = { path, kb };
      row(`JS on ${path} (doctor), gzip`, kb, 'KB', BUDGETS.jsSignedInKb, true);
    }
    const desk = await signIn(demo.baseUrl, DEMO_ACCOUNTS.desk.email, DEMO_ACCOUNTS.desk.password);
    for (const path of ['/desk', '/profile']) {
      const { kb } = await jsWeight(browser, demo.baseUrl, path, desk);
      if (kb > largest.kb) largest = { path, kb };
      row(`JS on ${path} (front desk), gzip`, kb, 'KB', BUDGETS.jsSignedInKb, true);
    }
    // chart.js loads on the reports route alone: the whole page has its own budget, and what the
    // route adds to an admin page (its own chunks, against the dashboard's) is printed beside it.
    const admin = await signIn(demo.baseUrl, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    const dashboard = await jsWeight(browser, demo.baseUrl, '/admin/dashboard', admin);
    if (dashboard.kb > largest.kb) largest = { path: '/admin/dashboard', kb: dashboard.kb };
    row(
      'JS on /admin/dashboard (administrator), gzip',
      dashboard.kb,
      'KB',
      BUDGETS.jsSignedInKb,
      true,
    );
    const reports = await jsWeight(browser, demo.baseUrl, '/admin/reports', admin);
    const shared = new Set(dashboard.sizes.map((s) => s.script));
    const own = reports.sizes.filter((s) => !shared.has(s.script));
    const added = own.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    row(
      `JS on /admin/reports (chart.js; the route adds ${added.toFixed(1)} KB), gzip`,
      reports.kb,
      'KB',
      BUDGETS.jsReportsPageKb,
      true,
    );
    row(`Largest route (${largest.path}), gzip`, largest.kb, 'KB', BUDGETS.jsSignedInKb, true);

    rows.push(...(await urduFontRows(browser, demo.baseUrl)));

    const offline = await offlineFirstPaint(browser, demo.baseUrl, '/doctors');
    row(
      'Offline cold start at /doctors, first paint (4× CPU)',
      offline.medianMs,
      'ms',
      BUDGETS.offlineFirstPaintMs,
      true,
    );

    const runs = options.lighthouseRuns ?? 3;
    for (const path of ['/', '/doctors', `/doctors/${doctorId}`, '/sign-in']) {
      const lh = await lighthouseMedian(`${demo.baseUrl}${path}`, runs);
      const name = path.startsWith('/doctors/') ? "a doctor's page" : path;
      row(
        `Lighthouse performance, ${name} (FCP ${Math.round(lh.fcpMs)} ms, LCP ${Math.round(lh.lcpMs)} ms)`,
        lh.performance,
        '',
        BUDGETS.performance,
        false,
      );
      row(
        `Lighthouse accessibility, ${name}`,
        lh.accessibility,
        '',
        BUDGETS.otherCategories,
        false,
      );
      row(
        `Lighthouse best practices, ${name}`,
        lh.bestPractices,
        '',
        BUDGETS.otherCategories,
        false,
      );
      row(`Lighthouse SEO, ${name}`, lh.seo, '', BUDGETS.otherCategories, false);
    }
  } finally {
    await browser.close();
    await demo.close();
  }
  return rows;
}

async function signIn(baseUrl: string, email: string, password: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then((r) => r.json());
  return { token: login.data.token as string, user: login.data.user };
}

export function printFrontend(rows: FrontendRow[]) {
  const w = Math.max(...rows.map((r) => r.figure.length));
  const v = Math.max(...rows.map((r) => r.value.length));
  console.log(`\n${'frontend figure'.padEnd(w)}  ${'value'.padStart(v)}  budget`);
  for (const r of rows)
    console.log(
      `${r.figure.padEnd(w)}  ${r.value.padStart(v)}  ${r.budget} ${r.met ? 'met' : 'MISSED'}`,
    );
}
