/**
 * Builds and serves one checkout of Mashwara on demo data, in its own process, with that
 * checkout's own node_modules, build and data directory: `tsx serve-checkout.ts <root>`. Prints
 * `READY <url>` once it listens and serves until it is ended. The start bench runs one of these
 * per checkout, so a baseline commit (a git worktree) is measured beside the tree as it is.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../../..'));
const from = (path: string) => pathToFileURL(resolve(root, path)).href;

const build = (await import(from('src/server/build-app.ts'))) as {
  buildIfNeeded: () => Promise<boolean>;
};
if (!(await build.buildIfNeeded())) {
  console.error(`The app at ${root} could not be built.`);
  process.exit(1);
}
const { startDemoServer } = (await import(from('tests/support/demo-server.ts'))) as {
  startDemoServer: () => Promise<{ baseURL: string; close: () => Promise<void> }>;
};
const demo = await startDemoServer();
const stop = async () => {
  await demo.close().catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
console.log(`READY ${demo.baseURL}`);
