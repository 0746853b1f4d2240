import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { startPgCluster } from '../../support/pg-cluster';
import { percentile } from '../lib/measure';
import { BENCH_PASSWORD } from '../lib/seed';
import { startBench } from '../lib/setup';
import type { BenchContext, BenchResult, BenchSection } from '../lib/types';

const TRIALS = Number(process.env.BENCH_RACE_TRIALS ?? 1000);
const RACERS = 20;
const ZONE = 'Asia/Karachi';

/** Distinct 11:00 weekday slots from 90 days ahead (the booking section stays before day 81). */
function raceSlot(doctorIds: string[]) {
  const today = new TZDate(Date.now(), ZONE);
  const days: TZDate[] = [];
  for (let d = 90; days.length < 60; d++) {
    const day = addDays(today, d);
    if (day.getDay() >= 1 && day.getDay() <= 5) days.push(day);
  }
  return (trial: number) => {
    const day = days[Math.floor(trial / doctorIds.length) % days.length];
    const start = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 11, 0, ZONE);
    return {
      doctorId: doctorIds[trial % doctorIds.length],
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
    };
  };
}

async function signIn(baseUrl: string, n: number) {
  const res = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench.patient.${n}@bench.mashwara.pk`,
      password: BENCH_PASSWORD,
    }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** TRIALS races of 20 patients initiating one slot at the same moment, on one server. */
async function race(ctx: BenchContext): Promise<BenchResult> {
  // One after another: sign-ins in flight from one address are limited.
  const tokens: string[] = [];
  for (let i = 0; i < RACERS; i++) tokens.push(await signIn(ctx.baseUrl, 101 + i));
  const slotFor = raceSlot(ctx.doctorIds);
  const counts = { exactlyOne: 0, none: 0, moreThanOne: 0, unexpected: 0 };
  const durations: number[] = [];
  const begin = performance.now();
  for (let trial = 0; trial < TRIALS; trial++) {
    const body = JSON.stringify({ ...slotFor(trial), type: 'consultation', reason: 'Race' });
    const t0 = performance.now();
    const statuses = await Promise.all(
      tokens.map((token) =>
        fetch(`${ctx.baseUrl}/bookings/appointments/initiate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        })
          .then(async (res) => {
            await res.arrayBuffer();
            return res.status;
          })
          .catch(() => 0),
      ),
    );
    durations.push(performance.now() - t0);
    const wins = statuses.filter((s) => s === 201).length;
    counts.unexpected += statuses.filter((s) => s !== 201 && s !== 409).length;
    if (wins === 1) counts.exactlyOne++;
    else if (wins === 0) counts.none++;
    else counts.moreThanOne++;
  }
  const elapsed = performance.now() - begin;
  // The database's word as well: no race slot holds two live appointments.
  const [{ doubles }] = await ctx.sql<{ doubles: number }>(`
    select count(*)::int as doubles from (
      select 1 from appointments where reason = 'Race' and status <> 'cancelled'
      group by doctor_id, start_time having count(*) > 1) d`);
  console.log(
    `  ${ctx.databaseKind}: ${TRIALS} race trials of ${RACERS}: ${counts.exactlyOne} with exactly one success, ${counts.none} with none, ${counts.moreThanOne} with more than one; ${counts.unexpected} answers neither 201 nor 409; ${doubles} slots held twice in the database`,
  );
  const sorted = durations.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    section: 'booking race',
    name: `${ctx.databaseKind}: ${counts.exactlyOne}/${TRIALS} exactly one, ${counts.none} none, ${counts.moreThanOne} more`,
    clients: RACERS,
    requests: TRIALS * RACERS,
    errors: TRIALS - counts.exactlyOne + counts.unexpected + doubles,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    throughputPerSec: round((TRIALS / elapsed) * 1000),
  };
}

/**
 * The race on the bench's own database and on the other kind: with PGlite, a throwaway
 * embedded PostgreSQL with a small seed (and the reverse when the bench runs on PostgreSQL).
 */
export const bookingRaceSection: BenchSection = {
  name: 'booking race',
  async run(ctx) {
    const results = [await race(ctx)];
    const cluster = ctx.databaseKind === 'pglite' ? await startPgCluster() : undefined;
    try {
      console.log(`  Seeding a small ${cluster ? 'PostgreSQL' : 'PGlite'} database for the race…`);
      const other = await startBench({
        doctors: 600,
        databaseUrl: cluster ? cluster.urlFor('postgres') : null,
      });
      try {
        results.push(await race(other));
      } finally {
        await other.close();
      }
    } finally {
      await cluster?.stop();
    }
    return results;
  },
};
