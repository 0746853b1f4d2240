import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client';

/** Migrates one database with the real migrations, once; each test file loads a copy of it. */
export default async function setup(project: TestProject) {
  const dir = join(tmpdir(), `mashwara-api-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const pglite = new PGlite({ extensions: { btree_gist, pg_trgm } });
  const database = await openDatabase({ dataDir: dir, pglite });
  await database.migrate();
  const dump = await pglite.dumpDataDir('none');
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('migratedDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDump: string;
  }
}
