import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { precompressDir } from './precompress';

export const ROOT = resolve(import.meta.dirname, '../..');
export const DIST = join(ROOT, 'dist');
const SOURCES = [
  'src/app',
  'src/shared',
  'sw',
  'public',
  'vite.config.ts',
  'package.json',
  // The build steps themselves (prerendering, precompression).
  'src/server/prerender.ts',
  'src/server/precompress.ts',
];
// Written last by a complete production build; a build without it (interrupted, or made by
// `vite build` in another mode) is never served.
const STAMP = join(DIST, '.mashwara-build.json');

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

function stampedAt(): number {
  try {
    const stamp = JSON.parse(readFileSync(STAMP, 'utf8')) as { mode?: string; builtAt?: number };
    return stamp.mode === 'production' && typeof stamp.builtAt === 'number' ? stamp.builtAt : 0;
  } catch {
    return 0;
  }
}

/**
 * A production build, whatever NODE_ENV the caller runs with: React's production bundle, the
 * prerendered public pages, the service worker, precompressed assets. Answers false on failure.
 */
export async function buildApp(): Promise<boolean> {
  const result = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Vite takes NODE_ENV from the environment when it is set; development would give React's
    // development build and no service worker.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) return false;
  precompressDir(DIST);
  writeFileSync(STAMP, JSON.stringify({ mode: 'production', builtAt: Date.now() }));
  return true;
}

/** Builds the app only when the build is missing, not a production build, or older than its sources. */
export async function buildIfNeeded(): Promise<boolean> {
  const built = stampedAt();
  if (built && built >= newest(SOURCES.map((p) => join(ROOT, p)))) return true;
  console.log(
    existsSync(STAMP) ? 'The app changed since the last build; building…' : 'Building the app…',
  );
  return buildApp();
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exit((await buildApp()) ? 0 : 1);
}
