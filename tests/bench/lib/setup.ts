import { type ChildProcess, fork } from 'node:child_process';
import { BENCH_PASSWORD } from './seed';
import type { BenchContext } from './types';

export const DOCTORS = 10_000;
export const APPOINTMENTS_PER_DOCTOR = 10;

type Ready = {
  type: 'ready';
  baseUrl: string;
  databaseKind: 'pglite' | 'postgres';
  doctorIds: string[];
  counts: { doctors: number; appointments: number };
  seedMs: number;
};

export type BenchOptions = {
  doctors?: number;
  /** A PostgreSQL URL; `null` for PGlite whatever the environment says. Default: DATABASE_URL. */
  databaseUrl?: string | null;
};

/** Starts the server process (fresh database, seeded) and signs in a few bench patients. */
export async function startBench(
  options: BenchOptions = {},
): Promise<BenchContext & { seedMs: number; close(): Promise<void> }> {
  const { DATABASE_URL: inherited, ...parentEnv } = process.env;
  const databaseUrl = options.databaseUrl === undefined ? inherited : options.databaseUrl;
  const child: ChildProcess = fork(new URL('./server-process.ts', import.meta.url), {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
    ],
    env: {
      ...parentEnv,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      BENCH_DOCTORS: String(options.doctors ?? DOCTORS),
      BENCH_APPOINTMENTS_PER_DOCTOR: String(APPOINTMENTS_PER_DOCTOR),
    },
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server stopped (exit ${code})`)));
    child.on('message', (m: { type: string; message?: string }) => {
      if (m.type === 'ready') resolve(m as Ready);
      if (m.type === 'failed') reject(new Error(m.message));
    });
  });
  let next = 0;
  const pending = new Map<number, (m: { rows?: unknown[]; error?: string }) => void>();
  child.on('message', (m: { type: string; id?: number; rows?: unknown[]; error?: string }) => {
    if (m.type === 'sql' && m.id !== undefined) pending.get(m.id)?.(m);
  });
  const sql = <T>(text: string) =>
    new Promise<T[]>((resolve, reject) => {
      const id = next++;
      pending.set(id, (m) => {
        pending.delete(id);
        if (m.error) reject(new Error(m.error));
        else resolve(m.rows as T[]);
      });
      child.send({ type: 'sql', id, text });
    });

  const patientTokens: string[] = [];
  for (let i = 1; i <= 4; i++) {
    const res = await fetch(`${ready.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench.patient.${i}@bench.mashwara.pk`,
        password: BENCH_PASSWORD,
      }),
    });
    if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
    patientTokens.push(((await res.json()) as { data: { token: string } }).data.token);
  }
  return {
    baseUrl: ready.baseUrl,
    databaseKind: ready.databaseKind,
    sql,
    doctorIds: ready.doctorIds,
    patientTokens,
    counts: ready.counts,
    seedMs: ready.seedMs,
    close: async () => {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'close' });
      await exited;
    },
  };
}
