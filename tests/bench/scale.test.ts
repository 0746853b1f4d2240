import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env';
import { createServer } from '#server/index';
import { type PgCluster, startPgCluster } from '../support/pg-cluster';
import { captureStatements, checkPlans, seqScannedTables } from './lib/plan-check';
import { seedScale } from './lib/scale-seed';
import { growthPer10x, parseScaleArgs } from './sections/scale';

describe('the scale bench: a tiny seed on PostgreSQL and its EXPLAIN check', () => {
  let cluster: PgCluster;
  let server: Awaited<ReturnType<typeof createServer>>;
  let client: pg.Client;
  let dataDir: string;
  const one = async <T>(text: string, values: unknown[] = []) =>
    (await client.query(text, values)).rows[0] as T;

  beforeAll(async () => {
    cluster = await startPgCluster();
    dataDir = mkdtempSync(join(tmpdir(), 'mashwara-scale-test-'));
    server = await createServer(
      loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: cluster.urlFor('postgres'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'scale-test-secret-scale-test-secret-0123',
      }),
      { jobs: false },
    );
    await seedScale(server.deps.db, {
      doctors: 60,
      appointmentsPerDoctor: 20,
      patientsPerDoctor: 10,
    });
    client = new pg.Client({ connectionString: cluster.urlFor('postgres') });
    await client.connect();
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    await server?.close();
    await cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the sizes asked, every patient with appointments, over seven cities', async () => {
    expect(
      await one(`select (select count(*)::int from doctors) doctors,
        (select count(*)::int from users where role = 'patient') patients,
        (select count(*)::int from appointments) appointments,
        (select count(distinct patient_id)::int from appointments) booked,
        (select count(distinct city)::int from doctors) cities,
        (select count(distinct specialization)::int from doctors) > 3 as specialties`),
    ).toEqual({
      doctors: 60,
      patients: 600,
      appointments: 1200,
      booked: 600,
      cities: 7,
      specialties: true,
    });
  });

  it("copies the parties' names onto every appointment, as the trigger would, and leaves it on", async () => {
    expect(
      await one(`select count(*)::int wrong from appointments a
        join users pu on pu.id = a.patient_id
        join doctors d on d.id = a.doctor_id join users du on du.id = d.user_id
        where a.patient_name <> pu.name or a.doctor_name <> du.name`),
    ).toEqual({ wrong: 0 });
    expect(
      await one(`select tgenabled from pg_trigger where tgname = 'appointments_party_names'`),
    ).toEqual({ tgenabled: 'O' });
  });

  it('gives each doctor 1–3 clinics, a third a video practice, kept in the search columns', async () => {
    expect(
      await one(`select min(c)::int min, max(c)::int max,
          count(*) filter (where v = 1)::int video, count(*) filter (where v > 1)::int two_videos
        from (select doctor_id, count(*) filter (where kind = 'clinic') c,
          count(*) filter (where kind = 'video') v from doctor_practices group by doctor_id) p`),
    ).toEqual({ min: 1, max: 3, video: 20, two_videos: 0 });
    expect(
      await one(`select count(*) filter (where offers_video)::int video,
        count(*) filter (where cardinality(practice_cities) = 0)::int without_city from doctors`),
    ).toEqual({ video: 20, without_city: 0 });
  });

  it('spreads appointments over past and future by status, each at its own doctor’s practice', async () => {
    expect(
      await one(`select
        count(*) filter (where start_time < now() - interval '1 day' and status in ('scheduled', 'pending'))::int past_open,
        count(*) filter (where start_time > now() + interval '1 day' and status in ('completed', 'no-show'))::int future_done,
        count(*) filter (where start_time < now() - interval '90 days')::int months_ago,
        count(*) filter (where start_time > now() + interval '30 days')::int month_ahead,
        count(*) filter (where p.doctor_id is distinct from a.doctor_id)::int foreign_practice,
        count(*) filter (where (a.mode = 'video') <> (p.kind = 'video'))::int wrong_mode,
        count(*) filter (where a.mode = 'video')::int video,
        count(distinct a.status)::int statuses
        from appointments a left join doctor_practices p on p.id = a.practice_id`),
    ).toMatchObject({
      past_open: 0,
      future_done: 0,
      foreign_practice: 0,
      wrong_mode: 0,
      statuses: 5,
    });
    const spread = await one<Record<string, number>>(
      `select count(*) filter (where start_time < now() - interval '90 days')::int months_ago,
        count(*) filter (where start_time > now() + interval '30 days')::int month_ahead,
        count(*) filter (where mode = 'video')::int video from appointments`,
    );
    expect(spread.months_ago).toBeGreaterThan(0);
    expect(spread.month_ahead).toBeGreaterThan(0);
    expect(spread.video).toBeGreaterThan(0);
  });

  it('leaves the roll-ups the reports read equal to the appointments, accounts and doctors', async () => {
    expect(
      await one(`select (select sum(total)::int from appointment_stats) rolled,
        (select count(*)::int from appointments where appointment_stats_counts(status, confirmed_at) = 1) counted`),
    ).toEqual({ rolled: 1200, counted: 1200 });
    // Every half-hour and specialty of the roll-ups against the tables (a full join: a row
    // missing on either side differs).
    expect(
      await one(`select
        (select count(*)::int from (select appointment_stats_slot(created_at) slot,
            count(*) filter (where role = 'patient') patients, count(*) filter (where role = 'doctor') doctors
            from users where role <> 'admin' group by 1) u
          full join account_stats s using (slot)
          where u.patients is distinct from s.patients or u.doctors is distinct from s.doctors) accounts,
        (select count(*)::int from (select appointment_stats_slot(coalesce(verified_at, created_at)) slot,
            count(*) listed from doctors where listed group by 1) d
          full join listed_doctor_stats s using (slot) where d.listed is distinct from s.listed) by_slot,
        (select count(*)::int from (select specialization, count(*) listed from doctors where listed group by 1) d
          full join listed_specialty_stats s using (specialization) where d.listed is distinct from s.listed) by_specialty,
        (select count(*)::int from doctors where listed) > 0 as listed`),
    ).toEqual({ accounts: 0, by_slot: 0, by_specialty: 0, listed: true });
  });

  it("estimates a specialty's and a city's share of the doctors from their statistics", async () => {
    // Without the expression statistics (ADR 136) the planner guesses 0.5 % of the rows for any
    // specialty or city, and counts a search by reading all its matches instead of stopping at
    // the cap along the specialty's index.
    for (const [column, value] of [
      ['specialization', 'Cardiology'],
      ['city', 'Karachi'],
    ]) {
      const where = `listed and lower(${column}) = lower('${value}')`;
      const { n } = await one<{ n: number }>(`select count(*)::int n from doctors where ${where}`);
      const plan = await one<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        `explain (format json) select 1 from doctors where ${where}`,
      );
      expect(n).toBeGreaterThan(4);
      expect(plan['QUERY PLAN'][0].Plan['Plan Rows']).toBeGreaterThan(n / 2);
    }
  });

  it('names a sequential scan on appointments, and none for a read through an index', async () => {
    const statements = await captureStatements(async () => {
      await client.query('select id from appointments where reason = $1', ['Routine check-up']);
      await client.query({
        text: 'select id from appointments where doctor_id = $1 and start_time >= $2',
        values: ['00000000-0000-0000-0000-000000000000', new Date()],
      });
      await client.query('begin');
      await client.query('rollback');
    });
    expect(statements.map((s) => s.text)).toEqual([
      'select id from appointments where reason = $1',
      'select id from appointments where doctor_id = $1 and start_time >= $2',
    ]);
    // A tiny table is cheapest read whole: make the planner take an index where there is one.
    await client.query('set enable_seqscan = off');
    const [scan, indexed] = await checkPlans(client, statements);
    await client.query('reset enable_seqscan');
    expect(scan!.seqScans).toEqual(['appointments']);
    expect(indexed!.seqScans).toEqual([]);
  });

  it('reads Seq Scans anywhere in a plan tree, and the growth per 10× data', () => {
    const plan = [
      {
        Plan: {
          'Node Type': 'Hash Join',
          Plans: [
            { 'Node Type': 'Index Scan', 'Relation Name': 'appointments' },
            {
              'Node Type': 'Hash',
              Plans: [{ 'Node Type': 'Seq Scan', 'Relation Name': 'doctors' }],
            },
          ],
        },
      },
    ];
    expect(seqScannedTables(plan)).toEqual(['doctors']);
    expect(growthPer10x(10, 20, 1_000, 10_000)).toBeCloseTo(2);
    expect(growthPer10x(10, 40, 1_000, 100_000)).toBeCloseTo(2);
    expect(parseScaleArgs(['scale', '--sizes', '10k,1k', '--clients', '1,16'])).toEqual({
      sizes: [1_000, 10_000],
      clients: [1, 16],
      processes: 2,
    });
    expect(() => parseScaleArgs(['--sizes', 'lots'])).toThrow(/--sizes takes doctor counts/);
  });
});
