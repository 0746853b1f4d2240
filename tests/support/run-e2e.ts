import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from '#server/build-app';
import { chromiumPath, hasChromium } from './chromium';

/**
 * The browser-journey step of `npm test`. Without Chromium it prints one line and passes,
 * unless E2E_REQUIRED=1 (CI), which makes a missing browser a failure.
 */
const required = process.env.E2E_REQUIRED === '1';
if (!hasChromium()) {
  const line = `Browser journeys skipped: Chromium was not found at ${chromiumPath()} (install it with 'apt-get install -y chromium' or set CHROMIUM_PATH).`;
  if (required) {
    console.error(`${line} E2E_REQUIRED=1 makes this a failure.`);
    process.exit(1);
  }
  console.log(line);
  process.exit(0);
}
if (!(await buildIfNeeded())) {
  console.error('The app could not be built, so the browser journeys cannot run.');
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
