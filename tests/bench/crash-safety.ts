import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { freePort } from '../support/free-port';
import { httpServer } from '../support/http-server';
import { type ChildServer, startChildServer } from './lib/child-server';
import { mulberry32, percentiles } from './lib/soak-harness';
import type { BenchSection } from './lib/types';

/**
 * Crash safety on PGlite: patients book continuously (initiate, then confirm) while the server
 * is killed with SIGKILL at random moments and restarted on the same data folder. Every answer
 * the server acknowledged (201 to initiate, 200 to confirm) must be in the database afterwards,
 * once, and the database must open after every kill.
 */
export type CrashOptions = { kills?: number; patients?: number; seed?: number };

export type CrashReport = {
  kills: number;
  restarts: number;
  failedRestarts: number;
  acknowledged: number;
  confirmed: number;
  found: number;
  missing: number;
  notConfirmed: number;
  duplicated: number;
  restartMs: { p50: number; p95: number; p99: number };
};

type Ack = { id: string; confirmed: boolean };
type Row = { id: string; confirmed: boolean };
const PASSWORD = 'Strong@Pass1';

export async function runCrashSafety(options: CrashOptions = {}): Promise<CrashReport> {
  const { kills = 20, patients = 4, seed = 11 } = options;
  const random = mulberry32(seed);
  const dataDir = mkdtempSync(join(tmpdir(), 'mashwara-crash-'));
  const port = await freePort();
  const env = {
    // Test strength for password hashes; demo doctors to book with; no scheduled jobs.
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    PORT: String(port),
    JWT_SECRET: 'crash-bench-secret-crash-bench-secret-0123',
  };
  const api = httpServer(`http://127.0.0.1:${port}`);
  const acks = new Map<string, Ack>();
  const restartTimes: number[] = [];
  let failedRestarts = 0;
  let server: ChildServer | undefined;
  try {
    server = await startChildServer(env);
    const tokens = await signUp(api, patients);
    const slots = await freeSlots(api);
    for (let round = 0; round < kills; round++) {
      let stop = false;
      const clients = tokens.map((token) => bookUntil(api, token, slots, acks, () => stop));
      await new Promise((r) => setTimeout(r, 500 + random() * 2500));
      server.process.kill('SIGKILL');
      await server.exited;
      stop = true;
      await Promise.all(clients);
      try {
        server = await startChildServer(env);
        restartTimes.push(server.startMs);
      } catch (error) {
        failedRestarts++;
        console.error(String(error));
        server = undefined;
        break;
      }
    }
    if (server) {
      server.process.kill('SIGTERM');
      await server.exited;
      server = undefined;
    }
    const rows = await readAppointments(join(dataDir, 'pgdata'));
    return tally(kills, restartTimes, failedRestarts, acks, rows);
  } finally {
    server?.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Api = ReturnType<typeof httpServer>;
type Slot = { doctorId: string; start: string; end: string };

async function signUp(api: Api, count: number) {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `crash.${Date.now()}.${i}@example.pk`;
    await api.post('/auth/patient/register', { name: 'Crash Patient', email, password: PASSWORD });
    const login = await api.post('/auth/login', { email, password: PASSWORD });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.text}`);
    tokens.push(login.body.data.token);
  }
  return tokens;
}

/**
 * Free slots of the demo doctors over the next two weeks, in an order that spreads bookings
 * over every doctor and day (a doctor's day takes a limited number of appointments).
 */
async function freeSlots(api: Api): Promise<Slot[]> {
  const search = await api.get('/doctors/search?limit=50');
  const doctorIds: string[] = search.body.data.doctors.map((d: { _id: string }) => d._id);
  const days: Slot[][] = [];
  for (let day = 1; day <= 14; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    for (const doctorId of doctorIds) {
      const res = await api.get(`/bookings/doctors/${doctorId}/availability?date=${date}`);
      days.push((res.body?.data?.slots ?? []).map((s: Slot) => ({ ...s, doctorId })));
    }
  }
  const slots: Slot[] = [];
  for (let i = 0; days.some((d) => i < d.length); i++) {
    for (const day of days) if (i < day.length) slots.push(day[i]);
  }
  if (!slots.length) throw new Error('the demo doctors have no free slots');
  return slots;
}

/** One patient booking slot after slot until the server dies; records what it acknowledged. */
async function bookUntil(
  api: Api,
  token: string,
  slots: Slot[],
  acks: Map<string, Ack>,
  stopped: () => boolean,
) {
  while (!stopped() && slots.length) {
    const slot = slots.shift()!;
    try {
      const init = await api.post(
        '/bookings/appointments/initiate',
        {
          doctorId: slot.doctorId,
          startTime: slot.start,
          endTime: slot.end,
          type: 'consultation',
          reason: 'Crash bench',
        },
        { token },
      );
      if (init.status !== 201) continue;
      const id: string = init.body.data.appointment._id;
      acks.set(id, { id, confirmed: false });
      const confirm = await api.post(
        '/bookings/appointments/confirm',
        { appointmentId: id, paymentDetails: { method: 'cash', status: 'pending' } },
        { token },
      );
      if (confirm.status === 200) acks.set(id, { id, confirmed: true });
    } catch {
      // The server died under this request: it was never acknowledged.
      return;
    }
  }
}

async function readAppointments(pgdata: string): Promise<Row[]> {
  const db = new PGlite(pgdata, { extensions: { btree_gist, pg_trgm } });
  try {
    const { rows } = await db.query<Row>(
      "select id::text as id, confirmed_at is not null as confirmed from appointments where reason = 'Crash bench'",
    );
    return rows;
  } finally {
    await db.close();
  }
}

function tally(
  kills: number,
  restartTimes: number[],
  failedRestarts: number,
  acks: Map<string, Ack>,
  rows: Row[],
): CrashReport {
  const count = new Map<string, number>();
  for (const r of rows) count.set(r.id, (count.get(r.id) ?? 0) + 1);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list = [...acks.values()];
  const found = list.filter((a) => byId.has(a.id));
  return {
    kills,
    restarts: restartTimes.length,
    failedRestarts,
    acknowledged: list.length,
    confirmed: list.filter((a) => a.confirmed).length,
    found: found.length,
    missing: list.length - found.length,
    // A confirmation the server acknowledged must not read as pending after a crash.
    notConfirmed: found.filter((a) => a.confirmed && !byId.get(a.id)?.confirmed).length,
    duplicated: [...count.values()].filter((n) => n > 1).length,
    restartMs: percentiles(restartTimes),
  };
}

export function describeCrashSafety(r: CrashReport) {
  return [
    `Crash safety (PGlite, SIGKILL): ${r.kills} kills, ${r.restarts} restarts (${r.failedRestarts} failed)`,
    `  bookings acknowledged ${r.acknowledged} (${r.confirmed} confirmed), found ${r.found}, missing ${r.missing}, confirmation lost ${r.notConfirmed}, duplicated ${r.duplicated}`,
    `  restart until listening: p50 ${r.restartMs.p50} ms, p95 ${r.restartMs.p95} ms`,
  ].join('\n');
}

export const crashSafetySection: BenchSection = {
  name: 'crash-safety',
  async run() {
    const r = await runCrashSafety();
    console.log(describeCrashSafety(r));
    return [
      {
        section: 'crash-safety',
        name: `restart after SIGKILL (${r.kills} kills, ${r.acknowledged} bookings)`,
        clients: 1,
        requests: r.restarts,
        errors: r.failedRestarts + r.missing + r.notConfirmed + r.duplicated,
        p50Ms: r.restartMs.p50,
        p95Ms: r.restartMs.p95,
        p99Ms: r.restartMs.p99,
        throughputPerSec: 0,
      },
    ];
  },
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await runCrashSafety({ kills: Number(process.env.CRASH_KILLS ?? 20) });
  console.log(describeCrashSafety(report));
  const bad = report.failedRestarts + report.missing + report.notConfirmed + report.duplicated;
  process.exit(bad === 0 ? 0 : 1);
}
