import { resolve } from 'node:path';
import { BackupError, backupDataDir, restoreDataDir } from './backup';
import { loadEnvOrExit } from './cli';
import { DataDirLockedError } from './db/client';

/**
 * npm run backup -- [folder]            a new backup folder (default backups/<time>)
 * npm run restore -- <folder> [--force] into DATA_DIR
 * PostgreSQL is backed up with its own tools (docs/operations.md, "Backup and restore"; ADR 037).
 */
const [command, ...args] = process.argv.slice(2);
const force = args.includes('--force');
const [target] = args.filter((a) => a !== '--force');
const env = loadEnvOrExit();

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

if (env.databaseUrl) {
  refuse(
    env.databaseUrl === 'memory://'
      ? 'DATABASE_URL=memory:// keeps nothing to back up.'
      : 'DATABASE_URL names a PostgreSQL database: back it up with pg_dump and restore it with pg_restore (docs/operations.md, "Backup and restore").',
  );
}

try {
  if (command === 'backup') {
    const out = resolve(target ?? `backups/${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await backupDataDir(env.dataDir, out);
    console.log(`Backed up ${env.dataDir} to ${out}`);
  } else if (command === 'restore') {
    if (!target) refuse('Usage: npm run restore -- <backup folder> [--force]');
    await restoreDataDir(resolve(target), env.dataDir, { force });
    console.log(`Restored ${resolve(target)} into ${env.dataDir}`);
  } else {
    refuse('Usage: backup-cli.ts backup [folder] | restore <folder> [--force]');
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    refuse(
      `${error.message}\nA backup or restore of the built-in database needs the server stopped.`,
    );
  }
  if (error instanceof BackupError) refuse(error.message);
  throw error;
}
