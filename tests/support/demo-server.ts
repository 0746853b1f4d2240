import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { DIST } from '#server/build-app';
import { loadEnv } from '#server/env';
import { createServer } from '#server/index';
import { attachCallSocket } from '#server/modules/calls/call-socket';
import { staticApp } from '#server/static';
import { freePort } from './free-port';

/**
 * The built app and the real server on a fresh in-memory database with demo data, on its own
 * loopback port, as `npm start` serves them. Used by the browser journeys and the frontend bench.
 * `dist` serves a copy of the build instead (a journey that publishes a new version into it).
 * `migrated` is an already migrated PGlite (the journeys load one dump per run); without it
 * the server migrates its own.
 */
export async function startDemoServer(
  extraEnv: Record<string, string> = {},
  dist = DIST,
  migrated?: PGlite,
) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mashwara-demo-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const env = {
    ...loadEnv({
      NODE_ENV: 'test',
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: baseURL,
      // A journey's own settings, e.g. MESSAGING_URL pointing at a provider stub it started.
      ...extraEnv,
    }),
    seedDemo: true,
  };
  const server = await createServer(env, {
    staticApp: staticApp(dist),
    ...(migrated ? { pglite: migrated, migrated: true } : {}),
  });
  const http = serve({ fetch: server.app.fetch, port, hostname: '127.0.0.1' });
  // The video visit's socket on the same port, as `npm start` has it (ADR 113).
  const calls = attachCallSocket(http as Server, server.deps);
  let down = false;
  return {
    baseURL,
    env,
    server,
    /**
     * The network between the browser and the server fails, as a phone's does: open connections
     * drop and new ones are refused until `reconnect`. Unlike Chromium's offline emulation and
     * request routing, which a request in flight as a tab closes can slip past, nothing gets through.
     */
    disconnect() {
      if (down) return;
      down = true;
      http.close();
      (http as Server).closeAllConnections();
    },
    async reconnect() {
      if (!down) return;
      down = false;
      await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      calls.stop();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
