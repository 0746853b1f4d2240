/** What every bench section gets: the running server over HTTP and a few ids to ask about. */
export type BenchContext = {
  baseUrl: string;
  databaseKind: 'pglite' | 'postgres';
  /** Runs SQL directly against the bench database (for setup inside a section). */
  sql<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** Verified doctors' ids, in a fixed shuffled order. */
  doctorIds: string[];
  /** Signed-in patients' bearer tokens. */
  patientTokens: string[];
  counts: { doctors: number; appointments: number };
};

export type BenchResult = {
  section: string;
  name: string;
  clients: number;
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  throughputPerSec: number;
  /** The target this figure is held against, if any. */
  target?: { p95Ms: number; met: boolean };
};

/**
 * One part of `npm run bench`. Sections run one after another on the same seeded server;
 * a new one (a sync soak, say) is a file in sections/ and one line in run.ts.
 */
export type BenchSection = {
  name: string;
  run(ctx: BenchContext): Promise<BenchResult[]>;
};
