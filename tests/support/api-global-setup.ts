import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeMigratedDump } from './migrated-dump';

/** Migrates one database with the real migrations, once; each test file loads a copy of it. */
export default async function setup(project: TestProject) {
  const dir = join(tmpdir(), `mashwara-api-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const migrated = await writeMigratedDump(dir);
  project.provide('migratedDump', migrated.dump);
  project.provide('migratedDataDir', migrated.dataDir);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDump: string;
    /** A migrated PGlite data folder, for servers started as their own process. */
    migratedDataDir?: string;
  }
}
