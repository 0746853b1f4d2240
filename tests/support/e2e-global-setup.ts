import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '#server/build-app';
import { hasChromium } from './chromium';
import { writeMigratedDump } from './migrated-dump';

/**
 * The journeys run against the built app (run-e2e.ts normally builds first), each file on its own
 * copy of one migrated database.
 */
export default async function setup(project: TestProject) {
  if (!hasChromium())
    throw new Error(
      'Chromium is required for the browser journeys (see tests/support/run-e2e.ts).',
    );
  if (!(await buildIfNeeded())) throw new Error('The app could not be built.');
  const dir = join(tmpdir(), `mashwara-e2e-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  project.provide('migratedDump', (await writeMigratedDump(dir)).dump);
  return () => rmSync(dir, { recursive: true, force: true });
}
