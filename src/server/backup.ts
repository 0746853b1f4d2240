import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir, PGLITE_EXTENSIONS, pgdataDir } from './db/client';
import { uploadsDir } from './modules/uploads/uploads.service';

/**
 * A backup of a PGlite data folder is a folder: database.tar.gz (PGlite's own dump of its data
 * directory, made with the database open, so it is consistent, unlike a copy of the files),
 * the uploaded pictures, and the signing secret when the folder holds one.
 * PGlite lets one process open the folder, so the server must be stopped first: the data
 * folder's lock refuses while it runs.
 */
const DUMP = 'database.tar.gz';
const SECRET = 'jwt-secret';

export class BackupError extends Error {}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

export async function backupDataDir(dataDir: string, out: string) {
  if (!existsSync(pgdataDir(dataDir))) {
    throw new BackupError(`There is no database in ${dataDir} to back up.`);
  }
  if (!isEmptyDir(out)) throw new BackupError(`${out} is not empty; choose a new folder.`);
  const release = lockDataDir(dataDir);
  try {
    const db = new PGlite(pgdataDir(dataDir), { extensions: PGLITE_EXTENSIONS });
    try {
      // dumpDataDir before the database is ready never settles.
      await db.waitReady;
      const dump = await db.dumpDataDir('gzip');
      mkdirSync(out, { recursive: true });
      writeFileSync(join(out, DUMP), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
    if (existsSync(uploadsDir(dataDir)))
      cpSync(uploadsDir(dataDir), uploadsDir(out), { recursive: true });
    if (existsSync(join(dataDir, SECRET))) cpSync(join(dataDir, SECRET), join(out, SECRET));
  } finally {
    release();
  }
  return { file: join(out, DUMP) };
}

/**
 * Restores a backup into a data folder. A folder that already holds a database is refused
 * unless forced; forced, its database and uploads are moved aside (…-before-restore-<time>),
 * never deleted.
 */
export async function restoreDataDir(backup: string, dataDir: string, { force = false } = {}) {
  const dump = join(backup, DUMP);
  if (!existsSync(dump)) throw new BackupError(`${backup} is not a Mashwara backup (no ${DUMP}).`);
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const taken = [pgdataDir(dataDir), uploadsDir(dataDir)].filter((d) => !isEmptyDir(d));
    if (taken.length && !force) {
      throw new BackupError(
        `${dataDir} already holds a database; restore into an empty folder, or add --force to move the current one aside.`,
      );
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    for (const dir of taken) renameSync(dir, `${dir}-before-restore-${stamp}`);
    const db = new PGlite(pgdataDir(dataDir), {
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([readFileSync(dump)]),
    });
    try {
      // Opening it is the check that the dump is whole.
      await db.query('select 1');
    } finally {
      await db.close();
    }
    if (existsSync(uploadsDir(backup)))
      cpSync(uploadsDir(backup), uploadsDir(dataDir), { recursive: true });
    if (existsSync(join(backup, SECRET))) cpSync(join(backup, SECRET), join(dataDir, SECRET));
  } finally {
    release();
  }
}
