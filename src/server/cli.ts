import { DataDirLockedError } from './db/client';
import { type Env, EnvError, loadEnv } from './env';
import { createServer, type ServerOptions } from './index';

/** Command-line entry points: a bad setting or a locked data folder is one clear line, then exit 1. */
function exitOnKnown(error: unknown): never {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    exitOnKnown(error);
  }
}

export async function createServerOrExit(env: Env, options: ServerOptions = {}) {
  try {
    return await createServer(env, options);
  } catch (error) {
    exitOnKnown(error);
  }
}
