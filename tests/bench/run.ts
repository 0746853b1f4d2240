import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { parseCallArgs, printCall, runCall } from './call';
import { crashSafetySection } from './crash-safety';
import { doctorDaySoakSection } from './doctor-day-soak';
import { printFrontend, runFrontend } from './frontend/run';
import { parseStartArgs, printStart, runStart } from './frontend/start';
import { printTable, writeJson } from './lib/report';
import { startBench } from './lib/setup';
import type { BenchResult, BenchSection } from './lib/types';
import { adminReportsSection } from './sections/admin-reports';
import { availabilitySection } from './sections/availability';
import { bookingSection } from './sections/booking';
import { bookingRaceSection } from './sections/booking-race';
import { doctorSearchSection } from './sections/doctor-search';
import { parseScaleArgs, printScale, runScale } from './sections/scale';
import { syncSoakSection } from './sync-soak';

/** Sections run in this order on one seeded server; add a new one here. */
const SECTIONS: BenchSection[] = [
  doctorSearchSection,
  availabilitySection,
  bookingSection,
  bookingRaceSection,
  adminReportsSection,
  syncSoakSection,
  doctorDaySoakSection,
  crashSafetySection,
];

const OUT = resolve(import.meta.dirname, '../../.bench/results.json');
const OUT_FRONTEND = resolve(import.meta.dirname, '../../.bench/frontend.json');
const OUT_START = resolve(import.meta.dirname, '../../.bench/start.json');
const OUT_SCALE = resolve(import.meta.dirname, '../../.bench/scale.json');
const OUT_CALL = resolve(import.meta.dirname, '../../.bench/call.json');

async function main() {
  const only = process.argv.slice(2);
  // The frontend figures need the production build on demo data, not the seeded bench database.
  if (!only.length || only.includes('frontend')) {
    console.log('Measuring the frontend (production build, demo data)…');
    const rows = await runFrontend();
    printFrontend(rows);
    writeJson(OUT_FRONTEND, { at: new Date().toISOString(), rows });
    const missed = rows.filter((r) => !r.met);
    if (missed.length)
      console.log(`Frontend budgets missed: ${missed.map((r) => r.figure).join('; ')}`);
  }
  // The installed app's start, signed in (flags: --baseline <dir> --runs n --roles patient,doctor
  // --screens appointments,dashboard --networks online,offline --langs en,ur --no-find).
  if (only.includes('start')) {
    console.log('Measuring the start of the installed app (production build, demo data)…');
    const rows = await runStart(parseStartArgs(only));
    printStart(rows);
    writeJson(OUT_START, {
      at: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
      rows,
    });
  }
  // A video visit: the second Join to the first remote frame, both directions (flag: --runs n).
  if (only.includes('call')) {
    console.log('Measuring the video visit (production build, demo data, two Chromium contexts)…');
    const rows = await runCall(parseCallArgs(only));
    printCall(rows);
    writeJson(OUT_CALL, {
      at: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
      rows,
    });
  }
  // How the cost grows with the data, on PostgreSQL (flags: --sizes 1k,10k,100k --clients 1,16
  // --processes 2). Its own databases, one per size; a missed goal or a sequential scan fails.
  if (only.includes('scale')) {
    console.log('Measuring how the cost grows with the data (PostgreSQL)…');
    const report = await runScale(parseScaleArgs(only));
    const { missed, seqScans } = printScale(report);
    writeJson(OUT_SCALE, { at: new Date().toISOString(), ...report });
    console.log(`\nResults written to ${OUT_SCALE}`);
    if (seqScans.length) {
      console.error('scale: FAILED, a call reads appointments or doctors by sequential scan.');
      process.exitCode = 1;
    }
    if (missed.length) console.log(`scale: goals missed: ${missed.length} (listed above).`);
    return;
  }
  // A section is named as printed ('doctor search') or with dashes (doctor-search).
  const named = (s: BenchSection) =>
    only.includes(s.name) || only.includes(s.name.replace(/ /g, '-'));
  const sections = only.length ? SECTIONS.filter(named) : SECTIONS;
  if (!sections.length) return;
  console.log('Seeding a fresh database…');
  const ctx = await startBench();
  console.log(
    `${ctx.databaseKind}: ${ctx.counts.doctors} doctors, ${ctx.counts.appointments} appointments seeded in ${(ctx.seedMs / 1000).toFixed(1)} s; serving at ${ctx.baseUrl}`,
  );
  const results: BenchResult[] = [];
  try {
    for (const section of sections) {
      console.log(`Running ${section.name}…`);
      results.push(...(await section.run(ctx)));
    }
  } finally {
    await ctx.close();
  }
  printTable(results);
  writeJson(OUT, {
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
    database: ctx.databaseKind,
    counts: ctx.counts,
    seedSeconds: Math.round(ctx.seedMs / 100) / 10,
    results,
  });
  console.log(`\nResults written to ${OUT}`);
  const missed = results.filter((r) => r.target && !r.target.met);
  if (missed.length)
    console.log(
      `Targets missed: ${missed.map((r) => `${r.section} ${r.name} ×${r.clients}`).join(', ')}`,
    );
}

await main();
