import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs fn only if no other holder has the named job lock, else returns null.
   * PostgreSQL: a transaction-scoped advisory lock, so one of several servers runs a job.
   * PGlite: one process owns the data folder, so an in-process lock is enough.
   */
  withJobLock<T>(name: string, fn: () => Promise<T>): Promise<T | null>;
  /**
   * Runs fn once every other holder of the named lock is done (waits, never skips): servers
   * starting together on one PostgreSQL migrate and create the administrator one at a time.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  sizeBytes(): Promise<number>;
  close(): Promise<void>;
};

export class DataDirLockedError extends Error {}

export type OpenOptions = {
  databaseUrl?: string;
  dataDir: string;
  pglite?: PGlite;
  log?: Pick<Logger, 'error'>;
};

export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };
export const pgdataDir = (dataDir: string) => join(dataDir, 'pgdata');

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options.log);
  if (options.pglite) return wrapPglite(options.pglite, () => {});
  if (url === 'memory://') {
    return wrapPglite(new PGlite({ extensions: { btree_gist, pg_trgm } }), () => {});
  }
  mkdirSync(options.dataDir, { recursive: true });
  const release = lockDataDir(options.dataDir);
  try {
    const client = new PGlite(pgdataDir(options.dataDir), { extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite runs one statement at a time and drains its queue without yielding to the event loop,
 * so a request that arrives meanwhile waits for the whole batch and then for its own turn.
 * Queuing here, one statement per event-loop turn, keeps waits first come, first served
 * (doctor search p95 with 16 clients in npm run bench: about 180–200 ms before, 150 ms after).
 */
function fairQueue(client: PGlite) {
  let tail: Promise<unknown> = Promise.resolve();
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const run = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, {
      [name]: (...args: unknown[]) => {
        // While PGlite starts up it calls these itself; queuing those would wait on ourselves.
        if (!client.ready) return run(...args);
        const next = tail.then(() => new Promise((r) => setImmediate(r))).then(() => run(...args));
        tail = next.catch(() => {});
        return next;
      },
    });
  }
}

function wrapPglite(client: PGlite, release: () => void): Database {
  fairQueue(client);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  const held = new Set<string>();
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    withJobLock: async (name, fn) => {
      if (held.has(name)) return null;
      held.add(name);
      try {
        return await fn();
      } finally {
        held.delete(name);
      }
    },
    exclusive: (_name, fn) => fn(),
    sizeBytes: async () => {
      const rows = await db.execute<{ size: number }>(
        sql`select pg_database_size(current_database())::float8 as size`,
      );
      return Number(rowsOf<{ size: number }>(rows)[0]?.size ?? 0);
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

function openPostgres(url: string, log: OpenOptions['log']): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that PostgreSQL ends (restart, failover, an administrator) reports here;
  // unheard, node-postgres rethrows it and the process dies. The pool drops it and reconnects.
  pool.on('error', (error) => log?.error('database connection lost', { error: error.message }));
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    withJobLock: async (name, fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query<{ ok: boolean }>(
          'select pg_try_advisory_xact_lock(hashtext($1)) as ok',
          [name],
        );
        if (!rows[0]?.ok) {
          await client.query('rollback');
          return null;
        }
        try {
          return await fn();
        } finally {
          await client.query('commit');
        }
      } finally {
        client.release();
      }
    },
    exclusive: async (name, fn) => {
      // A session lock on a connection of its own: fn's statements run on other connections.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [name]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
        }
      } finally {
        client.release();
      }
    },
    sizeBytes: async () => {
      const { rows } = await pool.query<{ size: string }>(
        'select pg_database_size(current_database()) as size',
      );
      return Number(rows[0]?.size ?? 0);
    },
    close: () => pool.end(),
  };
}

/** drizzle's execute() answers rows directly on node-postgres' result and under .rows on PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * A second server must not open the same PGlite folder: it would corrupt it. A lock left by a
 * process that died (SIGKILL, power loss) names a pid that is gone, and is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'server.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another Mashwara server (pid ${pid}). Stop it, or set DATA_DIR to another folder.`,
      );
    }
    rmSync(lockFile, { force: true });
  }
  const fd = openSync(lockFile, 'wx');
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
