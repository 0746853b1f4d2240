import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { inject } from 'vitest';
import { type Env, loadEnv } from '#server/env';
import { createServer } from '#server/index';
import { loadMigratedDump } from './migrated-dump';
import { createTestDatabase } from './pg-databases';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The real app on a fresh copy of the migrated database (no migrations re-run), PGlite or
 * PostgreSQL depending on the vitest project.
 * `clock` moves the server's time; requests go through app.request().
 */
export async function startTestServer(
  options: { env?: Partial<Env>; seedDemo?: boolean; staticApp?: Hono } = {},
) {
  const copy = await copyMigratedDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'mashwara-test-'));
  const env: Env = {
    ...loadEnv({ NODE_ENV: 'test', DATABASE_URL: copy.databaseUrl, DATA_DIR: dataDir }),
    seedDemo: options.seedDemo ?? false,
    ...options.env,
  };
  const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  const server = await createServer(env, {
    pglite: copy.pglite,
    migrated: true,
    now: clock.now,
    staticApp: options.staticApp,
  });

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
    close: async () => {
      try {
        await server.close();
        await copy.drop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
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

/**
 * The api project loads the PGlite dump made by api-global-setup.ts; the api-pg project
 * copies the PostgreSQL template database made by pg-global-setup.ts.
 */
async function copyMigratedDatabase() {
  const postgres = inject('postgres');
  if (postgres) {
    const database = await createTestDatabase(postgres);
    return { databaseUrl: database.url, pglite: undefined, drop: database.drop };
  }
  const pglite = loadMigratedDump(inject('migratedDump'));
  return { databaseUrl: 'memory://', pglite, drop: async () => {} };
}
