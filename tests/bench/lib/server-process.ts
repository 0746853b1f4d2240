import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/client';
import { loadEnv } from '#server/env';
import { createServer } from '#server/index';
import { seedBench } from './seed';

/**
 * The bench's server, in its own process as in production: it seeds a fresh database, serves
 * HTTP on loopback and answers the bench's SQL requests over IPC.
 */
type Request = { type: 'sql'; id: number; text: string } | { type: 'close' };

const send = (message: unknown) => process.send?.(message);
const doctors = Number(process.env.BENCH_DOCTORS ?? 10_000);
const perDoctor = Number(process.env.BENCH_APPOINTMENTS_PER_DOCTOR ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'mashwara-bench-'));
const env = loadEnv({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
});
const server = await createServer(env, { jobs: false });
const db = server.deps.db;
const query = async (text: string) =>
  rowsOf<Record<string, unknown>>(await db.execute(sql.raw(text)));

const [{ n }] = await query('select count(*)::int as n from doctors');
if (Number(n) > 0) {
  send({
    type: 'failed',
    message: 'The bench needs an empty database: DATABASE_URL names one that already has doctors.',
  });
  await server.close();
  process.exit(1);
}
const t0 = performance.now();
await seedBench(db, doctors, perDoctor);
const seedMs = performance.now() - t0;

const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => http.once('listening', () => resolve()));
const ids = await query(`select id from doctors where listed order by md5(id::text) limit 500`);
const [counts] = await query(
  'select (select count(*)::int from doctors) as doctors, (select count(*)::int from appointments) as appointments',
);
send({
  type: 'ready',
  baseUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}/api`,
  databaseKind: server.deps.database.kind,
  doctorIds: ids.map((r) => String(r.id)),
  counts: { doctors: Number(counts.doctors), appointments: Number(counts.appointments) },
  seedMs,
});

process.on('message', async (message: Request) => {
  if (message.type === 'sql') {
    try {
      send({ type: 'sql', id: message.id, rows: await query(message.text) });
    } catch (error) {
      send({ type: 'sql', id: message.id, error: String(error) });
    }
    return;
  }
  (http as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
