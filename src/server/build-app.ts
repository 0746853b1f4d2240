import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const DIST = join(ROOT, 'dist');
const SOURCES = ['src/app', 'src/shared', 'sw', 'public', 'vite.config.ts', 'package.json'];

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

/** Builds the app only when the build is missing or older than its sources. Answers false on failure. */
export function buildIfNeeded(): boolean {
  const index = join(DIST, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (built && built >= newest(SOURCES.map((p) => join(ROOT, p)))) return true;
  console.log(built ? 'The app changed since the last build; building…' : 'Building the app…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  return result.status === 0;
}
