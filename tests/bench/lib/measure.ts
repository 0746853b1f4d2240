import type { BenchResult } from './types';

export type Load = {
  section: string;
  name: string;
  clients: number;
  /** Bounded by count and by time, whichever comes first. */
  maxRequests: number;
  maxMs: number;
  warmup?: number;
  /** One request; resolves true when the answer was the expected one. */
  request(i: number): Promise<boolean>;
  targetP95Ms?: number;
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Runs `clients` loops issuing requests back to back; reports latency percentiles and throughput. */
export async function measure(load: Load): Promise<BenchResult> {
  let issued = 0;
  for (let i = 0; i < (load.warmup ?? 10); i++) await load.request(issued++);
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const begin = performance.now();
  const deadline = begin + load.maxMs;
  const client = async () => {
    while (started < load.maxRequests && performance.now() < deadline) {
      started++;
      const t0 = performance.now();
      const good = await load.request(issued++).catch(() => false);
      latencies.push(performance.now() - t0);
      if (!good) errors++;
    }
  };
  await Promise.all(Array.from({ length: load.clients }, client));
  const elapsed = performance.now() - begin;
  const sorted = latencies.sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  return {
    section: load.section,
    name: load.name,
    clients: load.clients,
    requests: sorted.length,
    errors,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(p95),
    p99Ms: round(percentile(sorted, 99)),
    throughputPerSec: round((sorted.length / elapsed) * 1000),
    ...(load.targetP95Ms !== undefined
      ? { target: { p95Ms: load.targetP95Ms, met: p95 <= load.targetP95Ms } }
      : {}),
  };
}
