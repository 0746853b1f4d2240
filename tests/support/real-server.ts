import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { freePort } from './free-port';
import { httpServer } from './http-server';
import { copyMigratedDataDir } from './migrated-dump';
import { createTestDatabase, type PgTemplate } from './pg-databases';

export type RealServer = Awaited<ReturnType<typeof startRealServer>>;

/**
 * The server as `npm start` runs it: its own process, the same `serveOne` path (the Node
 * bindings, the socket's address), listening on a free port. On PostgreSQL when the run has one
 * (the api-pg project), otherwise on PGlite in a data folder of its own, as `npm start` keeps it
 * (a copy of the run's migrated one).
 * `from('127.0.0.2')` is a client whose connections come from that loopback address.
 */
export async function startRealServer({
  postgres,
  env = {},
}: {
  postgres?: PgTemplate;
  env?: Record<string, string>;
}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mashwara-real-'));
  const database = postgres ? await createTestDatabase(postgres) : undefined;
  // On PGlite it starts on a copy of the run's migrated folder: its own migration would take
  // 5–30 s beside the other tests.
  const migrated = inject('migratedDataDir');
  if (!database && !env.DATABASE_URL && migrated) copyMigratedDataDir(migrated, dataDir);
  const port = await freePort();
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    DATABASE_URL: database?.url,
    ...env,
  };
  if (!childEnv.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/support/server-process.ts'],
    {
      env: childEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // What the server writes to stdout: its log lines (with LOG_LEVEL and a NODE_ENV not 'test').
  const stdout: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening on')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the server stopped (exit code ${code})`)));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    from: (localAddress: string) => httpServer(baseUrl, { localAddress }),
    /** Everything the server has written to stdout so far. */
    output: () => stdout.join(''),
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.on('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
