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

/** Said at start-up, because reset links are readable there outside production. */
export function outboxNotice(env: Env): string {
  if (env.nodeEnv === 'production') return 'Mail outbox: GET /api/dev/outbox is off (production).';
  if (env.smtpUrl) {
    return `Mail goes through SMTP. GET /api/dev/outbox (NODE_ENV=${env.nodeEnv}) lists only mail kept locally, and answers only the administrator and requests from this machine.`;
  }
  return `Mail is not sent (no SMTP_URL): it is kept in a local outbox. GET /api/dev/outbox (NODE_ENV=${env.nodeEnv}) answers only the administrator and requests from this machine; set NODE_ENV=production to turn it off.`;
}
