import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { buildIfNeeded, DIST } from '#server/build-app';
import { loadEnv } from '#server/env';
import { createServer } from '#server/index';
import { staticApp } from '#server/static';
import { freePort } from '../../support/free-port';

/** The production build and the real server on demo data, as `npm start` serves them. */
export async function serveDemo() {
  if (!(await buildIfNeeded())) throw new Error('The app could not be built.');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mashwara-bench-fe-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...loadEnv({
      NODE_ENV: 'test',
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: baseUrl,
    }),
    seedDemo: true,
    logLevel: 'silent' as const,
  };
  const server = await createServer(env, { staticApp: staticApp(DIST) });
  const http = serve({ fetch: server.app.fetch, port, hostname: '127.0.0.1' });
  return {
    baseUrl,
    server,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
