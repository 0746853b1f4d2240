import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import { createApp } from './app';
import type { Deps } from './context';
import { createCallBus } from './db/call-bus';
import { openDatabase } from './db/client';
import { normalizeStoredPhones } from './db/normalize-phones';
import { mailOutbox } from './db/outbox';
import { ensureAdmin } from './db/seed/admin';
import { seedDemo } from './db/seed/demo';
import type { Env } from './env';
import { startScheduler } from './jobs/scheduler';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { setPasswordCost } from './lib/password';
import { settleSends } from './modules/messaging/messages.service';
import { getSettings } from './modules/settings/settings.service';

export const VERSION: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

export type ServerOptions = {
  /** An already migrated PGlite (tests clone one per file). */
  pglite?: PGlite;
  staticApp?: Hono;
  now?: () => Date;
  /** Skip migrations: the PGlite given is already migrated. */
  migrated?: boolean;
  /** Run background jobs (src/server/jobs); off by default under NODE_ENV=test. */
  jobs?: boolean;
};

/** Opens the database, migrates, makes sure the administrator exists, seeds demo data. */
export async function createServer(env: Env, options: ServerOptions = {}) {
  // ADR 014 strength everywhere but the test suite, where thousands of hashes would take minutes.
  setPasswordCost(env.nodeEnv === 'test' ? 10 : 17);
  const log = createLogger(env.logLevel);
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    pglite: options.pglite,
    log,
  });
  try {
    await database.exclusive('mashwara-setup', async () => {
      if (!options.migrated) await database.migrate();
      await ensureAdmin(database.db, env);
      if (env.seedDemo) {
        const seeded = await seedDemo(database.db);
        if (seeded) log.info('demo data seeded', seeded);
      }
      const phones = await normalizeStoredPhones(database.db);
      if (phones) log.info('stored phone numbers rewritten in E.164', { rows: phones });
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const settings = () => getSettings(database.db);
  const deps: Deps = {
    env,
    database,
    db: database.db,
    mailer: createMailer({
      outbox: mailOutbox(database.db),
      smtpUrl: env.smtpUrl,
      from: env.mailFrom,
      log,
      site: settings,
    }),
    settings,
    log,
    startedAt: new Date(),
    version: VERSION,
    now: options.now ?? (() => new Date()),
    calls: createCallBus(database, env.databaseUrl, log),
  };
  const app = createApp(deps, { staticApp: options.staticApp });
  const scheduler = (options.jobs ?? env.nodeEnv !== 'test') ? startScheduler(deps) : undefined;
  return {
    app,
    deps,
    close: async () => {
      await scheduler?.stop();
      await deps.calls.close();
      await settleSends();
      await database.close();
    },
  };
}
