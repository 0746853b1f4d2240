import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { rowsOf } from '#server/db/client';
import { loadEnv } from '#server/env';
import { createServer } from '#server/index';
import { searchDoctors } from '#server/modules/doctors/doctor-search';
import { getSettings } from '#server/modules/settings/settings.service';
import { DoctorSearchQuerySchema } from '#shared/schemas/doctor';
import { seedBench } from './lib/seed';
import { DOCTORS } from './lib/setup';

/**
 * `npx tsx tests/bench/explain.ts [query…]`: seeds the bench data, then prints the plans and
 * timings of the doctor-search SQL for each query string (the bench's mix by default).
 */
const QUERIES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '',
      'specialization=Cardiology',
      'minRating=4',
      'city=Lahore',
      'city=Peshawar',
      'mode=video',
      'mode=video&city=Lahore',
      'search=ahmed',
      'minExperience=5&maxExperience=10',
      'available=week',
    ];

const dataDir = mkdtempSync(join(tmpdir(), 'mashwara-explain-'));
const env = loadEnv({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'x'.repeat(40),
});
const server = await createServer(env, { jobs: false });
const db = server.deps.db;
await seedBench(db, DOCTORS);
const settings = await getSettings(db);
const original = db.execute.bind(db);
for (const q of QUERIES) {
  const query = v.parse(DoctorSearchQuerySchema, Object.fromEntries(new URLSearchParams(q)));
  for (let i = 0; i < 5; i++) await searchDoctors(db, query, new Date(), settings);
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) await searchDoctors(db, query, new Date(), settings);
  const ms = (performance.now() - t0) / 20;
  console.log(`\n=== ${q || '(no filter)'}: ${ms.toFixed(1)} ms per search, in process`);
  // Log the SQL drizzle sends, then EXPLAIN ANALYZE each statement.
  const statements: { sql: string; params: unknown[] }[] = [];
  const logger = (
    db as unknown as {
      dialect: unknown;
      session: { logger: { logQuery: (s: string, p: unknown[]) => void } };
    }
  ).session;
  const previous = logger.logger;
  logger.logger = { logQuery: (s, p) => statements.push({ sql: s, params: p }) };
  await searchDoctors(db, query, new Date(), settings);
  logger.logger = previous;
  for (const st of statements) {
    const text = st.sql.replace(/\$(\d+)/g, (_, n) => {
      const value = st.params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    });
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await original(sql.raw(`explain analyze ${text}`)),
    );
    console.log(`\n${text.slice(0, 300)}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}
await server.close();
rmSync(dataDir, { recursive: true, force: true });
