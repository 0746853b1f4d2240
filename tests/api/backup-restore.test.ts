import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { BackupError, backupDataDir, restoreDataDir } from '#server/backup';
import { loadEnv } from '#server/env';
import { createServer } from '#server/index';
import { STRONG_PASSWORD, uniqueEmail } from '../support/builders';
import { copyMigratedDataDir } from '../support/migrated-dump';

const root = mkdtempSync(join(tmpdir(), 'mashwara-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const envFor = (dataDir: string) =>
  loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false' });
/** A data folder as `npm start` leaves it, from a copy of the run's migrated one. */
const migratedFolder = (name: string) => {
  const dataDir = join(root, name);
  copyMigratedDataDir(inject('migratedDataDir')!, dataDir);
  return dataDir;
};
const post = (server: Awaited<ReturnType<typeof createServer>>, path: string, body: unknown) =>
  server.app.request(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const cli = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/server/backup-cli.ts', ...args], {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

// The built-in database's data folder; PostgreSQL is backed up with pg_dump.
describe.skipIf(inject('postgres'))('backup and restore of the PGlite data folder', () => {
  it('a restored backup holds the account made before it, and the server signs it in', async () => {
    const source = migratedFolder('source');
    const backup = join(root, 'backup');
    const email = uniqueEmail('backup');
    const server = await createServer(envFor(source));
    try {
      const reg = await post(server, '/auth/patient/register', {
        name: 'Backed Up',
        email,
        password: STRONG_PASSWORD,
      });
      expect(reg.status).toBe(201);
      const running = cli(source, 'backup', backup);
      expect(running.status).toBe(1);
      expect(running.stderr).toContain('needs the server stopped');
      expect(existsSync(backup)).toBe(false);
    } finally {
      await server.close();
    }
    const made = cli(source, 'backup', backup);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);

    const target = join(root, 'target');
    await restoreDataDir(backup, target);
    const restored = await createServer(envFor(target));
    try {
      const login = await post(restored, '/auth/login', { email, password: STRONG_PASSWORD });
      expect(login.status).toBe(200);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('restore refuses a folder that holds a database, unless forced, and keeps the old one aside', async () => {
    const source = migratedFolder('second');
    const backup = join(root, 'second-backup');
    const server = await createServer(envFor(source));
    await server.close();
    await backupDataDir(source, backup);
    const error = await restoreDataDir(backup, source).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toContain('already holds a database');
    await restoreDataDir(backup, source, { force: true });
    expect(readdirSync(source).filter((f) => f.startsWith('pgdata-before-restore-'))).toHaveLength(
      1,
    );
    const reopened = await createServer(envFor(source));
    await reopened.close();
  }, 120_000);
});
