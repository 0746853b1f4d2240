import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase, pgdataDir } from '#server/db/client';

const extensions = { btree_gist, pg_trgm };

/**
 * Migrates one PGlite with the real migrations, in a data folder as `npm start` keeps it
 * (`dir/template`), and writes its data to `dir/migrated.tar`: a run migrates once, and each test
 * file loads a copy (migrating takes 3–7 s on two cores, loading about 1.5 s). A server started
 * as its own process gets a copy of the folder (`copyMigratedDataDir`).
 */
export async function writeMigratedDump(dir: string): Promise<{ dump: string; dataDir: string }> {
  const dataDir = join(dir, 'template');
  mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite(pgdataDir(dataDir), { extensions });
  const database = await openDatabase({ dataDir, pglite });
  await database.migrate();
  const dump = await pglite.dumpDataDir('none');
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  return { dump: file, dataDir };
}

/** Puts a copy of the migrated data folder into a server's empty `DATA_DIR`. */
export function copyMigratedDataDir(template: string, dataDir: string) {
  cpSync(pgdataDir(template), pgdataDir(dataDir), { recursive: true });
}

/** A fresh in-memory PGlite holding a copy of the dump; pass it with `migrated: true`. */
export function loadMigratedDump(file: string): PGlite {
  return new PGlite({ loadDataDir: new Blob([readFileSync(file)]), extensions });
}
