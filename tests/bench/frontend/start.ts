import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-data';
import { CHROMIUM_ARGS, chromiumPath } from '../../support/chromium';
import { offlineAsAPhone } from '../../support/offline';

/**
 * `npm run bench -- start`: how soon a returning, signed-in user of the installed app sees their
 * own data. Each checkout (the tree as it is, and with `--baseline <dir>` another checkout, e.g.
 * a git worktree of an older commit) is built and served by its own process on its own demo
 * data; runs alternate between the checkouts case by case, so the paired ratio holds on a busy
 * machine where the absolute figures do not.
 *
 * A run is a cold start: a fresh tab of a browser profile that has signed in, opened both screens
 * and installed the service worker before (a returning user), CPU slowed 4×, on a phone-sized
 * screen, online (150 ms round trip, 1.6 Mbps) or offline. It reports when the first element
 * naming the user's own appointments is on screen, the first contentful paint, and the blocking
 * time (the part over 50 ms of every long task until the own data shows).
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const SERVE = resolve(import.meta.dirname, 'serve-checkout.ts');

export type Role = 'patient' | 'doctor';
export type Network = 'online' | 'offline';
export type Lang = 'en' | 'ur';
type Screen = { role: Role | 'find'; name: string; path: string; own: string };

/**
 * The first element that names the user's own appointments on each screen. The selectors hold
 * for the baseline too, so both checkouts are timed to the same thing.
 */
export const SCREENS: Screen[] = [
  {
    role: 'patient',
    name: 'appointments',
    path: '/patient/appointments',
    own: 'article.appt-card',
  },
  {
    role: 'patient',
    name: 'dashboard',
    path: '/patient/dashboard',
    own: '.dash-pass, [aria-labelledby="dash-upcoming-title"] .dash-row',
  },
  { role: 'doctor', name: 'appointments', path: '/doctor/appointments', own: 'article.appt-card' },
  {
    role: 'doctor',
    name: 'dashboard',
    path: '/doctor/dashboard',
    // Today's schedule once the device's copy is read: its rows, or that there are none today.
    own: '[aria-labelledby="doctor-today-title"] .doctor-day-row, [aria-labelledby="doctor-today-title"] > p.muted',
  },
];
/** Find a Doctor from the installed app: the last list the device saw. */
const FIND: Screen = { role: 'find', name: 'Find a Doctor', path: '/doctors', own: '.doctor-card' };

const ONLINE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

// Strings, not functions: the runner's transform could add helpers the page lacks.
const probe = (selector: string) => `(() => {
  const seen = { own: null, fcp: null, tasks: [] };
  window.__startBench = seen;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) seen.tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
  } catch {}
  // Shown: the rendering step of the frame that first lays it out, anywhere on the page (an
  // IntersectionObserver entry's time; the margin reaches below the fold). Asking for its boxes
  // from here instead would force that layout inside whichever task changed the page, and time
  // it as part of that task, not of the frame.
  const shown = new IntersectionObserver(
    (entries) => {
      for (const e of entries)
        if (e.isIntersecting && seen.own === null) {
          seen.own = e.time;
          shown.disconnect();
          watch.disconnect();
        }
    },
    { rootMargin: '100000px' },
  );
  // Observing an element already observed does nothing, so every match is simply observed.
  const watch = new MutationObserver(() => {
    for (const el of document.querySelectorAll(${JSON.stringify(selector)})) shown.observe(el);
  });
  watch.observe(document, { childList: true, subtree: true, attributes: true });
})()`;

export type StartRun = { ownMs: number; fcpMs: number; blockingMs: number };
export type StartCase = { screen: Screen; network: Network; lang: Lang };

type Served = { label: string; root: string; url: string; child: ChildProcess };

function serve(label: string, root: string): Promise<Served> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVE, root], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'test' },
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\S+)/.exec(out);
      if (ready) done({ label, root, url: ready[1]!, child });
    });
    child.on('exit', (code) => fail(new Error(`${label} (${root}) stopped with ${code}: ${out}`)));
  });
}

/** A returning user's profile: signed in, both screens opened, the service worker in control. */
async function returningUser(browser: Browser, url: string, role: Role | 'find', lang: Lang) {
  const context = await browser.newContext({
    baseURL: url,
    serviceWorkers: 'allow',
    viewport: { width: 412, height: 823 },
  });
  await offlineAsAPhone(context, url);
  const page = await context.newPage();
  const screens = SCREENS.filter((s) => s.role === role);
  if (role !== 'find') {
    const account = DEMO_ACCOUNTS[role];
    await page.goto('/sign-in');
    await page.getByLabel('Email', { exact: false }).first().fill(account.email);
    await page.getByLabel('Password', { exact: false }).first().fill(account.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'), { timeout: 30_000 });
  }
  await page.goto(role === 'find' ? FIND.path : screens[0]!.path);
  await page.evaluate(`localStorage.setItem('lang', ${JSON.stringify(lang)})`);
  await page.evaluate(`(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  })()`);
  // Each screen twice: once to fill the device's copy, once as the user last saw it.
  for (const s of role === 'find' ? [FIND, FIND] : [...screens, ...screens]) {
    await page.goto(s.path, { waitUntil: 'networkidle' });
    await page.waitForSelector(s.own, { timeout: 30_000 });
    // A screen is saved for the next start a second after its rows show (ADR 120).
    await page.waitForTimeout(1500);
  }
  await page.close();
  return context;
}

async function coldStart(context: BrowserContext, c: StartCase): Promise<StartRun> {
  await context.setOffline(c.network === 'offline');
  const page = await context.newPage();
  try {
    await page.addInitScript(probe(c.screen.own));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (c.network === 'online') {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', ONLINE);
    }
    await page.goto(c.screen.path, { waitUntil: 'commit' });
    // Polled with evaluate: the app's CSP refuses the string evaluation waitForFunction uses.
    await until(page, 'window.__startBench && window.__startBench.own !== null', 60_000);
    await until(page, 'window.__startBench.fcp !== null', 10_000);
    const seen = (await page.evaluate('window.__startBench')) as {
      own: number;
      fcp: number;
      tasks: [number, number][];
    };
    const blockingMs = seen.tasks
      .filter(([start]) => start < seen.own)
      .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    return { ownMs: seen.own, fcpMs: seen.fcp, blockingMs };
  } finally {
    await page.close();
    await context.setOffline(false);
  }
}

async function until(page: Page, expression: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression).catch(() => false))) {
    if (Date.now() > end)
      throw new Error(`${page.url()}: not seen in ${timeoutMs} ms: ${expression}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export type StartOptions = {
  baseline?: string;
  runs?: number;
  roles?: Role[];
  screens?: string[];
  networks?: Network[];
  langs?: Lang[];
  find?: boolean;
};

export type StartRow = {
  case: string;
  current: { ownMs: number; fcpMs: number; blockingMs: number; runs: StartRun[] };
  baseline?: { ownMs: number; fcpMs: number; blockingMs: number; runs: StartRun[] };
  /** Median of the run-by-run ratios current / baseline of the time to own data. */
  ratio?: number;
};

export async function runStart(options: StartOptions = {}): Promise<StartRow[]> {
  const runs = options.runs ?? 5;
  const roles = options.roles ?? ['patient', 'doctor'];
  const networks = options.networks ?? ['online', 'offline'];
  const langs = options.langs ?? ['en', 'ur'];
  const screens = SCREENS.filter(
    (s) => roles.includes(s.role as Role) && (!options.screens || options.screens.includes(s.name)),
  );
  const cases: StartCase[] = [];
  for (const screen of screens)
    for (const network of networks) for (const lang of langs) cases.push({ screen, network, lang });
  if (options.find !== false)
    for (const lang of langs) cases.push({ screen: FIND, network: 'offline', lang });

  // Sequentially: each build uses the machine's two cores.
  const served: Served[] = [await serve('current', ROOT)];
  if (options.baseline) served.push(await serve('baseline', resolve(options.baseline)));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    // One returning user per checkout, role and language.
    const profiles = new Map<string, BrowserContext>();
    const key = (s: Served, role: string, lang: Lang) => `${s.label} ${role} ${lang}`;
    for (const c of cases)
      for (const s of served) {
        const k = key(s, c.screen.role, c.lang);
        if (!profiles.has(k))
          profiles.set(k, await returningUser(browser, s.url, c.screen.role, c.lang));
      }
    const results = new Map<string, StartRun[]>();
    for (let run = 0; run < runs; run++) {
      for (const c of cases) {
        // Alternate which checkout goes first, so neither always gets the warmer machine.
        const order = run % 2 ? [...served].reverse() : served;
        for (const s of order) {
          const r = await coldStart(profiles.get(key(s, c.screen.role, c.lang))!, c);
          const k = `${s.label}|${label(c)}`;
          results.set(k, [...(results.get(k) ?? []), r]);
        }
      }
      process.stdout.write(`  run ${run + 1}/${runs} done\n`);
    }
    const summary = (rs: StartRun[]) => ({
      ownMs: median(rs.map((r) => r.ownMs)),
      fcpMs: median(rs.map((r) => r.fcpMs)),
      blockingMs: median(rs.map((r) => r.blockingMs)),
      runs: rs,
    });
    return cases.map((c) => {
      const current = results.get(`current|${label(c)}`)!;
      const base = results.get(`baseline|${label(c)}`);
      return {
        case: label(c),
        current: summary(current),
        ...(base
          ? {
              baseline: summary(base),
              ratio: median(current.map((r, i) => r.ownMs / base[i]!.ownMs)),
            }
          : {}),
      };
    });
  } finally {
    await browser.close();
    for (const s of served) s.child.kill('SIGTERM');
  }
}

const label = (c: StartCase) =>
  `${c.screen.role === 'find' ? '' : `${c.screen.role} `}${c.screen.name}, ${c.network}, ${c.lang === 'ur' ? 'Urdu' : 'English'}`;

export function printStart(rows: StartRow[]) {
  const w = Math.max(...rows.map((r) => r.case.length), 4);
  const ms = (n: number) => `${Math.round(n)}`.padStart(6);
  const base = rows.some((r) => r.baseline);
  console.log(
    `\n${'case'.padEnd(w)}  own ms  paint  block${base ? '  | base own  paint  block  ratio' : ''}`,
  );
  for (const r of rows)
    console.log(
      `${r.case.padEnd(w)}  ${ms(r.current.ownMs)} ${ms(r.current.fcpMs)} ${ms(r.current.blockingMs)}${
        r.baseline
          ? `  | ${ms(r.baseline.ownMs)}   ${ms(r.baseline.fcpMs)} ${ms(r.baseline.blockingMs)}  ${r.ratio!.toFixed(2)}`
          : ''
      }`,
    );
  console.log(
    '\nown: the first element naming the user’s own appointments (Find a Doctor: its doctors) on screen; paint: first contentful paint; block: long tasks’ time over 50 ms until then. Medians, CPU 4×; ratio: median of the paired run ratios, current / baseline.',
  );
}

/** Flags of `npm run bench -- start`. */
export function parseStartArgs(args: string[]): StartOptions {
  const value = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const list = <T extends string>(flag: string) => value(flag)?.split(',') as T[] | undefined;
  const runs = value('--runs');
  return {
    baseline: value('--baseline'),
    runs: runs ? Number(runs) : undefined,
    roles: list<Role>('--roles'),
    screens: list<string>('--screens'),
    networks: list<Network>('--networks'),
    langs: list<Lang>('--langs'),
    find: !args.includes('--no-find'),
  };
}
