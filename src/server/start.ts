import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { DataDirLockedError } from './db/client';
import { DEMO_ACCOUNTS } from './db/seed/demo-data';
import { EnvError, loadEnv } from './env';
import { createServer } from './index';
import { staticApp } from './static';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = join(ROOT, 'dist');

/** The newest modification time under the given paths. */
function newest(paths: string[]): number {
  let latest = 0;
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const entry of readdirSync(p)) walk(join(p, entry));
    else latest = Math.max(latest, s.mtimeMs);
  };
  for (const p of paths) walk(p);
  return latest;
}

/** npm start builds the app only when the build is missing or older than its sources. */
function buildIfNeeded() {
  const built = existsSync(join(DIST, 'index.html'))
    ? statSync(join(DIST, 'index.html')).mtimeMs
    : 0;
  const sources = newest(
    ['src/app', 'src/shared', 'sw', 'public', 'vite.config.ts', 'package.json'].map((p) =>
      join(ROOT, p),
    ),
  );
  if (built && built >= sources) return;
  console.log(built ? 'The app changed since the last build; building…' : 'Building the app…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The app could not be built; see the messages above.');
    process.exit(1);
  }
}

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  buildIfNeeded();
  let server: Awaited<ReturnType<typeof createServer>>;
  try {
    server = await createServer(env, { staticApp: staticApp(DIST) });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const http = serve({ fetch: server.app.fetch, port: env.port }, (info) => {
    console.log(`\nMashwara is running at ${env.appUrl} (port ${info.port})`);
    console.log(`API reference: ${env.appUrl}/api/docs`);
    if (env.seedDemo) {
      console.log('\nDemo accounts:');
      console.log(`  Administrator  ${env.adminEmail} / ${env.adminPassword}`);
      console.log(
        `  Patient        ${DEMO_ACCOUNTS.patient.email} / ${DEMO_ACCOUNTS.patient.password}`,
      );
      console.log(
        `  Doctor         ${DEMO_ACCOUNTS.doctor.email} / ${DEMO_ACCOUNTS.doctor.password}`,
      );
      console.log(
        `  Pending doctor ${DEMO_ACCOUNTS.pendingDoctor.email} / ${DEMO_ACCOUNTS.pendingDoctor.password}`,
      );
    }
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    http.close();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
