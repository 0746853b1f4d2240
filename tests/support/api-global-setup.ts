import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeMigratedDump } from './migrated-dump';

/** Migrates one database with the real migrations, once; each test file loads a copy of it. */
export default async function setup(project: TestProject) {
  const dir = join(tmpdir(), `mashwara-api-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  project.provide('migratedDump', await writeMigratedDump(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDump: string;
  }
}
