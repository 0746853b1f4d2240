import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BenchResult } from './types';

export function printTable(results: BenchResult[]) {
  const head = [
    'section',
    'case',
    'clients',
    'requests',
    'errors',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'req/s',
    'target p95',
  ];
  const rows = results.map((r) => [
    r.section,
    r.name,
    String(r.clients),
    String(r.requests),
    String(r.errors),
    r.p50Ms.toFixed(1),
    r.p95Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    r.throughputPerSec.toFixed(1),
    r.target ? `≤ ${r.target.p95Ms} ${r.target.met ? 'met' : 'MISSED'}` : '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

export function writeJson(file: string, payload: unknown) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
}
