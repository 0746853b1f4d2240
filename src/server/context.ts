import { Hono } from 'hono';
import type { Settings } from '#shared/schemas/settings';
import type { Role, UserStatus } from '#shared/schemas/user';
import type { CallBus } from './db/call-bus';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';

/** Everything a request handler may need, built once per server and injected per request. */
export type Deps = {
  env: Env;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** The administrator's settings, briefly cached; middleware reads them here, not from a module. */
  settings: () => Promise<Settings>;
  log: Logger;
  startedAt: Date;
  version: string;
  /** The clock, so that tests can move time (expiry, reset tokens, rate limits). */
  now: () => Date;
  /** Video call rooms' events between server processes (ADR 113). */
  calls: CallBus;
};

export type AuthUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  isVerified: boolean;
  sessionId: string;
};

export type AppEnv = {
  Variables: {
    deps: Deps;
    requestId: string;
    user: AuthUser | undefined;
  };
};

export const createRouter = () => new Hono<AppEnv>();
