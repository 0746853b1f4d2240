import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import pg from 'pg';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, loadEnv } from '#server/env';
import { createServer } from '#server/index';
import { SPECIALTIES } from '#shared/schemas/doctor';
import { freePort } from '../../support/free-port';
import { startPgCluster } from '../../support/pg-cluster';
import { startChildServer } from '../lib/child-server';
import { measure } from '../lib/measure';
import { captureStatements, checkPlans, type PlanFinding } from '../lib/plan-check';
import {
  isListedDoctor,
  SCALE_CITIES,
  SCALE_PASSWORD,
  scaleDoctorEmail,
  scalePatientEmail,
  seedScale,
} from '../lib/scale-seed';
import type { BenchResult } from '../lib/types';

/** Sizes this 2-core machine seeds and measures in a few minutes; 100k (10M appointments) on demand. */
export const DEFAULT_SIZES = [1_000, 10_000];
const APPOINTMENTS_PER_DOCTOR = 100;
const PATIENTS_PER_DOCTOR = 10;
/** The issue's goals: p95 at most ×2 per 10× data; search p95 ≤ 50 ms at 100k doctors, 16 clients. */
export const GROWTH_GOAL = 2;
export const SEARCH_GOAL = { doctors: 100_000, clients: 16, p95Ms: 50 };

export type ScaleOptions = { sizes: number[]; clients: number[]; processes: number };

const parseSize = (s: string) => {
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(s.trim());
  if (!m) throw new Error(`--sizes takes doctor counts like 1k,10k,100k (got "${s}")`);
  const unit = { '': 1, k: 1_000, m: 1_000_000 }[m[2]!.toLowerCase() as '' | 'k' | 'm'];
  return Math.round(Number(m[1]) * unit);
};

/** `scale [--sizes 1k,10k,100k] [--clients 1,16] [--processes 2]`. */
export function parseScaleArgs(argv: string[]): ScaleOptions {
  const value = (flag: string) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const list = (flag: string) => value(flag)?.split(',').filter(Boolean);
  const sizes = (list('--sizes') ?? []).map(parseSize);
  const clients = (list('--clients') ?? ['1', '16']).map(Number);
  const processes = Number(value('--processes') ?? 2);
  if (clients.some((c) => !Number.isInteger(c) || c < 1))
    throw new Error('--clients takes whole numbers like 1,16');
  if (!Number.isInteger(processes) || processes < 1)
    throw new Error('--processes takes a whole number');
  return { sizes: sizes.length ? sizes.sort((a, b) => a - b) : DEFAULT_SIZES, clients, processes };
}

type Tokens = { admin: string; doctors: string[]; patients: string[] };
/** One measured call: `n` varies the doctor, date, filter or page from request to request. */
type Call = { name: string; requests(n: number): { path: string; token?: string }[] };

const label = (n: number) =>
  n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1_000 ? `${n / 1_000}k` : String(n);

/** The calls of the issue, as the app sends them. */
function callsFor(doctorIds: string[], tokens: Tokens): Call[] {
  const today = new TZDate(Date.now(), 'Asia/Karachi');
  const day = (d: number) => format(addDays(today, d), 'yyyy-MM-dd');
  const doctor = (n: number) => doctorIds[(n * 7919) % doctorIds.length]!;
  // Every search request differs (filter, page size, page), so the search cache answers none:
  // what is measured is the database's cost of the filters.
  const filters = [
    (n: number) =>
      `specialization=${SPECIALTIES[n % SPECIALTIES.length]}&city=${SCALE_CITIES[n % 7]}`,
    (n: number) => `mode=video&city=${SCALE_CITIES[(n + 3) % 7]}`,
    (n: number) => `search=${['khan', 'ahmed', 'fatima', 'ali', 'heart'][n % 5]}`,
    (n: number) =>
      `specialization=${SPECIALTIES[(n + 2) % SPECIALTIES.length]}&mode=video&minRating=4`,
    (n: number) => `city=${SCALE_CITIES[(n + 5) % 7]}&search=clinic`,
  ];
  const F = filters.length;
  const search = (n: number) =>
    `/doctors/search?${filters[n % F]!(Math.floor(n / F))}&limit=${5 + (Math.floor(n / F) % 40)}&page=${1 + (Math.floor(n / (F * 40)) % 3)}`;
  const reports = ['summary', 'appointments', 'revenue', 'user-growth'];
  return [
    { name: 'doctor search (filters)', requests: (n) => [{ path: search(n) }] },
    {
      name: "a doctor's day of availability",
      requests: (n) => [
        { path: `/bookings/doctors/${doctor(n)}/availability?date=${day(n % 14)}` },
      ],
    },
    {
      name: "a doctor's week of availability (7 days)",
      requests: (n) =>
        Array.from({ length: 7 }, (_, d) => ({
          path: `/bookings/doctors/${doctor(n)}/availability?date=${day(d + (n % 7))}`,
        })),
    },
    {
      name: "the doctor's day (dashboard)",
      requests: (n) => {
        const token = tokens.doctors[n % tokens.doctors.length];
        return [
          { path: '/doctors/dashboard/today-appointments', token },
          { path: '/doctors/dashboard/stats', token },
        ];
      },
    },
    {
      name: "the patient's appointments",
      requests: (n) => [
        {
          path: `/appointments?tab=${n % 2 ? 'completed' : 'upcoming'}`,
          token: tokens.patients[n % tokens.patients.length],
        },
      ],
    },
    {
      name: 'admin appointments, status and date',
      requests: (n) => [
        {
          path: `/admin/appointments?status=${n % 2 ? 'completed' : 'cancelled'}&date=${day(-1 - (n % 60))}&page=${1 + (n % 3)}`,
          token: tokens.admin,
        },
      ],
    },
    {
      // A common name matches a share of everyone, so its count grows with the data.
      name: 'admin appointments, name search',
      requests: (n) => [
        {
          path: `/admin/appointments?status=scheduled&search=${['khan', 'ahmed', 'fatima'][n % 3]}`,
          token: tokens.admin,
        },
      ],
    },
    {
      name: "the month's admin reports (5 calls)",
      requests: () => [
        ...reports.map((r) => ({ path: `/admin/reports/${r}?range=month`, token: tokens.admin })),
        { path: '/admin/reports/specialties', token: tokens.admin },
      ],
    },
  ];
}

async function signIn(baseUrl: string, email: string, password: string) {
  const res = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export type ScaleRow = BenchResult & { doctors: number; appointments: number };
/** `failing`: the seq-scanned tables big enough to matter (SEQ_SCAN_ROWS rows or more). */
export type PlanRow = { doctors: number; call: string; failing: string[] } & PlanFinding;

/**
 * Below this many rows a table is a few dozen pages, and PostgreSQL rightly reads it whole: a
 * sequential scan of appointments or doctors fails the bench from this size on.
 */
export const SEQ_SCAN_ROWS = 10_000;

/** Seeds, checks the plans and measures one size; the database is dropped afterwards. */
async function runSize(adminUrl: string, admin: pg.Client, doctors: number, options: ScaleOptions) {
  const name = `mashwara_scale_${doctors}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = withDatabase(adminUrl, name);
  const dirs = [
    mkdtempSync(join(tmpdir(), 'mashwara-scale-')),
    mkdtempSync(join(tmpdir(), 'mashwara-scale-')),
  ];
  const common = {
    NODE_ENV: 'development',
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'scale-secret-scale-secret-scale-secret-0123',
  };
  // The app's own start: migrations, the administrator; no jobs in this process.
  const server = await createServer(loadEnv({ ...common, DATA_DIR: dirs[0] }), { jobs: false });
  const t0 = performance.now();
  await seedScale(server.deps.db, {
    doctors,
    appointmentsPerDoctor: APPOINTMENTS_PER_DOCTOR,
    patientsPerDoctor: PATIENTS_PER_DOCTOR,
  });
  const seedMs = performance.now() - t0;
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows: countRows } = await db.query<{ d: number; a: number; u: number }>(
    'select (select count(*)::int from doctors) d, (select count(*)::int from appointments) a, (select count(*)::int from users) u',
  );
  const counts = countRows[0]!;
  console.log(
    `  ${label(doctors)} doctors: ${counts.d} doctors, ${counts.a} appointments, ${counts.u} users seeded in ${(seedMs / 1000).toFixed(1)} s`,
  );
  const listed = Array.from({ length: 64 }, (_, j) => 1 + Math.floor((j * doctors) / 64)).filter(
    isListedDoctor,
  );
  const { rows: ids } = await db.query<{ id: string }>(
    'select d.id from doctors d join users u on u.id = d.user_id where u.email = any($1) and d.listed',
    [listed.map(scaleDoctorEmail)],
  );
  // The servers: `processes` of them on one port (node:cluster, as WEB_CONCURRENCY runs them).
  const port = await freePort();
  const child = await startChildServer({
    ...common,
    DATA_DIR: dirs[1]!,
    PORT: String(port),
    WEB_CONCURRENCY: String(options.processes),
  });
  const baseUrl = `http://127.0.0.1:${port}/api`;
  const rows: ScaleRow[] = [];
  const plans: PlanRow[] = [];
  try {
    const tokens: Tokens = {
      admin: await signIn(baseUrl, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD),
      doctors: await Promise.all(
        listed.slice(0, 4).map((i) => signIn(baseUrl, scaleDoctorEmail(i), SCALE_PASSWORD)),
      ),
      patients: await Promise.all(
        [1, 2, 3, 4].map((j) =>
          signIn(
            baseUrl,
            scalePatientEmail(Math.floor((j * doctors * PATIENTS_PER_DOCTOR) / 5)),
            SCALE_PASSWORD,
          ),
        ),
      ),
    };
    const calls = callsFor(
      ids.map((r) => r.id),
      tokens,
    );
    // EXPLAIN: each call once in this process, its SQL recorded and planned with its values.
    const { rows: sizes } = await db.query<{ relname: string; n: number }>(
      "select relname, reltuples::float8 n from pg_class where relname in ('appointments', 'doctors')",
    );
    const big = new Set(sizes.filter((r) => r.n >= SEQ_SCAN_ROWS).map((r) => r.relname));
    for (const call of calls) {
      // Five requests: the search's five filters each once, the other calls five variants.
      for (const n of [0, 1, 2, 3, 4]) {
        const statements = await captureStatements(async () => {
          for (const r of call.requests(n)) {
            const res = await server.app.fetch(
              new Request(`http://localhost/api${r.path}`, {
                headers: r.token ? { authorization: `Bearer ${r.token}` } : {},
              }),
            );
            if (!res.ok) throw new Error(`${r.path}: ${res.status} ${await res.text()}`);
          }
        });
        for (const f of await checkPlans(db, statements))
          plans.push({
            doctors,
            call: call.name,
            failing: f.seqScans.filter((t) => big.has(t)),
            ...f,
          });
      }
    }
    for (const call of calls) {
      for (const clients of options.clients) {
        const result = await measure({
          section: 'scale',
          name: call.name,
          clients,
          maxRequests: clients === 1 ? 300 : 800,
          maxMs: 10_000,
          warmup: 5,
          request: async (n) => {
            const answers = await Promise.all(
              call.requests(n).map((r) =>
                fetch(`${baseUrl}${r.path}`, {
                  headers: r.token ? { authorization: `Bearer ${r.token}` } : {},
                }),
              ),
            );
            const bodies = await Promise.all(answers.map((a) => a.text()));
            return answers.every((a) => a.ok) && bodies.every((b) => b.length > 0);
          },
        });
        rows.push({ ...result, doctors, appointments: counts.a });
      }
    }
  } finally {
    child.process.kill('SIGTERM');
    await child.exited;
    await db.end();
    await server.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
  return { rows, plans, seedMs, counts };
}

export type ScaleReport = {
  machine: { cpu: string; cores: number; ramGb: number; load: number[]; node: string };
  database: string;
  options: ScaleOptions;
  sizes: { doctors: number; appointments: number; users: number; seedSeconds: number }[];
  rows: ScaleRow[];
  plans: PlanRow[];
};

/** `npm run bench -- scale`: every size in turn on a fresh database. */
export async function runScale(options: ScaleOptions): Promise<ScaleReport> {
  const external = process.env.DATABASE_URL;
  const cluster = external ? undefined : await startPgCluster();
  const adminUrl = external ?? cluster!.urlFor('postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows: version } = await admin.query<{ v: string }>('select version() v');
  const report: ScaleReport = {
    machine: {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      ramGb: Math.round(totalmem() / 2 ** 30),
      load: loadavg().map((l) => Math.round(l * 10) / 10),
      node: process.version,
    },
    database: `${external ? 'DATABASE_URL' : 'embedded'}: ${version[0]!.v.split(' on ')[0]}`,
    options,
    sizes: [],
    rows: [],
    plans: [],
  };
  try {
    for (const doctors of options.sizes) {
      console.log(`Seeding ${label(doctors)} doctors…`);
      const { rows, plans, seedMs, counts } = await runSize(adminUrl, admin, doctors, options);
      report.sizes.push({
        doctors,
        appointments: counts.a,
        users: counts.u,
        seedSeconds: Math.round(seedMs / 100) / 10,
      });
      report.rows.push(...rows);
      report.plans.push(...plans);
    }
  } finally {
    await admin.end();
    await cluster?.stop();
  }
  return report;
}

/** p95 growth per 10× data between consecutive sizes (normalised when sizes are not 10× apart). */
export function growthPer10x(p95Small: number, p95Large: number, small: number, large: number) {
  return (p95Large / p95Small) ** (1 / Math.log10(large / small));
}

/** Prints the curve, the growth and the goals; answers the failures (an empty list: all met). */
export function printScale(report: ScaleReport): { missed: string[]; seqScans: string[] } {
  const { machine } = report;
  console.log(
    `\nMachine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GB RAM, load ${machine.load.join(' ')}; ${report.database}; ${report.options.processes} server process(es)`,
  );
  const sizes = report.sizes.map((s) => s.doctors);
  const calls = [...new Set(report.rows.map((r) => r.name))];
  const head = ['call', 'clients', ...sizes.map((s) => `${label(s)} p50/p95 ms`), 'growth/10×'];
  const lines: string[][] = [];
  const missed: string[] = [];
  for (const call of calls) {
    for (const clients of report.options.clients) {
      const at = sizes.map((d) =>
        report.rows.find((r) => r.name === call && r.clients === clients && r.doctors === d),
      );
      const growth = sizes.slice(1).map((d, i) => {
        const small = at[i];
        const large = at[i + 1];
        if (!small || !large) return Number.NaN;
        return growthPer10x(small.p95Ms, large.p95Ms, sizes[i]!, d);
      });
      for (const [i, g] of growth.entries())
        if (g > GROWTH_GOAL)
          missed.push(
            `${call} ×${clients}: p95 grew ${g.toFixed(2)}× per 10× data from ${label(sizes[i]!)} to ${label(sizes[i + 1]!)}`,
          );
      for (const r of at)
        if (r?.errors)
          missed.push(`${call} ×${clients} at ${label(r.doctors)}: ${r.errors} failed requests`);
      lines.push([
        call,
        String(clients),
        ...at.map((r) => (r ? `${r.p50Ms.toFixed(1)} / ${r.p95Ms.toFixed(1)}` : '')),
        growth.map((g) => `${g.toFixed(2)}×`).join(', '),
      ]);
    }
  }
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(line(l));
  for (const s of report.sizes)
    console.log(
      `  ${label(s.doctors)}: ${s.appointments} appointments, ${s.users} users, seeded in ${s.seedSeconds} s`,
    );
  const search = report.rows.find(
    (r) =>
      r.name === 'doctor search (filters)' &&
      r.clients === SEARCH_GOAL.clients &&
      r.doctors >= SEARCH_GOAL.doctors,
  );
  if (!search)
    console.log(
      `Search goal (p95 ≤ ${SEARCH_GOAL.p95Ms} ms at ${label(SEARCH_GOAL.doctors)} doctors, ${SEARCH_GOAL.clients} clients): not measured at this size (--sizes 1k,10k,100k).`,
    );
  else {
    const met = search.p95Ms <= SEARCH_GOAL.p95Ms && report.options.processes >= 2;
    console.log(
      `Search goal (p95 ≤ ${SEARCH_GOAL.p95Ms} ms at ${label(search.doctors)} doctors, ${search.clients} clients, ${report.options.processes} processes): p95 ${search.p95Ms} ms, ${met ? 'met' : 'MISSED'}`,
    );
    if (!met)
      missed.push(
        `search p95 ${search.p95Ms} ms > ${SEARCH_GOAL.p95Ms} ms at ${label(search.doctors)}`,
      );
  }
  const scans = (rows: PlanRow[], tables: (p: PlanRow) => string[]) => [
    ...new Set(
      rows
        .filter((p) => tables(p).length)
        .map(
          (p) =>
            `${p.call} at ${label(p.doctors)}: Seq Scan on ${tables(p).join(', ')} in "${p.statement}"`,
        ),
    ),
  ];
  const seqScans = scans(report.plans, (p) => p.failing);
  const small = scans(report.plans, (p) => p.seqScans.filter((t) => !p.failing.includes(t)));
  console.log(
    `EXPLAIN: ${report.plans.length} statements planned; ${seqScans.length ? `${seqScans.length} read appointments or doctors (${SEQ_SCAN_ROWS}+ rows) by sequential scan` : `none reads appointments or doctors (${SEQ_SCAN_ROWS}+ rows) by sequential scan`}.`,
  );
  for (const s of small) console.log(`  (a small table, read whole)  ${s}`);
  for (const s of seqScans) console.log(`  SEQ SCAN  ${s}`);
  for (const m of missed) console.log(`  MISSED  ${m}`);
  return { missed, seqScans };
}
