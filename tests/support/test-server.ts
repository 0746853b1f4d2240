import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Env, loadEnv } from '#server/env';
import { createServer } from '#server/index';
import { TEMPLATE_DB } from './pg-global-setup';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The real app on a fresh copy of the migrated database (no migrations re-run).
 * `clock` moves the server's time; requests go through app.request().
 */
export async function startTestServer(options: { env?: Partial<Env>; seedDemo?: boolean } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mashwara-test-'));
  // The `api-pg` project runs the same files on a real PostgreSQL (pg-global-setup.ts).
  const postgres = inject('postgresUrl');
  const database = postgres ? await copyTemplate(postgres) : undefined;
  const pglite = postgres
    ? undefined
    : new PGlite({
        loadDataDir: new Blob([readFileSync(inject('migratedDump'))]),
        extensions: { btree_gist, pg_trgm },
      });
  const env: Env = {
    ...loadEnv({
      NODE_ENV: 'test',
      DATABASE_URL: database?.url ?? 'memory://',
      DATA_DIR: dataDir,
    }),
    seedDemo: options.seedDemo ?? false,
    ...options.env,
  };
  const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  const server = await createServer(env, { pglite, migrated: true, now: clock.now });

  type Init = { body?: unknown; token?: string; headers?: Record<string, string>; ip?: string };
  async function call(method: string, path: string, init: Init = {}) {
    const headers: Record<string, string> = { ...init.headers };
    let body: BodyInit | undefined;
    if (init.body instanceof FormData || typeof init.body === 'string') body = init.body;
    else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const res = await server.app.request(
      path.startsWith('/api') ? path : `/api${path}`,
      { method, headers, body },
      { incoming: { socket: { remoteAddress: init.ip ?? '203.0.113.7' } } },
    );
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field in tests
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, body: json, text, headers: res.headers };
  }

  return {
    ...server,
    async close() {
      await server.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    env,
    clock,
    db: server.deps.db,
    get: (path: string, init?: Init) => call('GET', path, init),
    post: (path: string, body?: unknown, init?: Init) => call('POST', path, { ...init, body }),
    put: (path: string, body?: unknown, init?: Init) => call('PUT', path, { ...init, body }),
    patch: (path: string, body?: unknown, init?: Init) => call('PATCH', path, { ...init, body }),
    delete: (path: string, init?: Init) => call('DELETE', path, init),
    call,
  };
}

/** A fresh database copied from the migrated template: no migrations re-run per file. */
async function copyTemplate(base: string) {
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: `${base}/postgres` });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  return {
    url: `${base}/${name}`,
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
