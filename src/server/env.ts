import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { type IceConfig, parseIceUrls } from './lib/ice-servers';
import { type MessagingConfig, MessagingUrlError, parseMessagingUrl } from './lib/messaging-url';
import {
  generateVapidKeys,
  isP256PrivateKey,
  isP256PublicKey,
  keysBelongTogether,
  localVapidKeys,
  type Vapid,
} from './lib/vapid';

const boolFromString = v.pipe(
  v.picklist(['true', 'false', '1', '0', 'yes', 'no'], 'must be true or false'),
  v.transform((s) => s === 'true' || s === '1' || s === 'yes'),
);

const EnvSchema = v.object({
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'must be development, production or test'),
    'development',
  ),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a port number'),
      v.transform(Number),
      v.integer('must be a port number'),
      v.minValue(0, 'must be between 0 and 65535'),
      v.maxValue(65535, 'must be between 0 and 65535'),
    ),
    '3000',
  ),
  APP_URL: v.optional(v.pipe(v.string(), v.url('must be a URL such as http://localhost:3000'))),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (s) => s === 'memory://' || /^postgres(ql)?:\/\//.test(s),
        'must be memory:// or a postgres:// URL',
      ),
    ),
  ),
  DATA_DIR: v.optional(v.string(), './data'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address'))),
  ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(8, 'must be at least 8 characters'))),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  ),
  MAIL_FROM: v.optional(v.string(), 'Mashwara <no-reply@mashwara.pk>'),
  MESSAGING_URL: v.optional(v.string()),
  SEED_DEMO: v.optional(boolFromString),
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(
      v.string(),
      v.check(isP256PublicKey, 'must be a P-256 public key in base64url (87 characters)'),
    ),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.check(isP256PrivateKey, 'must be a P-256 private key in base64url (43 characters)'),
    ),
  ),
  // Tests and development only (ADR 142): push may go to a loopback endpoint, http:// too, for the
  // local push-service stub. Refused in production.
  PUSH_ALLOW_LOOPBACK: v.optional(boolFromString),
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// address'),
    ),
  ),
  JAZZCASH_MERCHANT_ID: v.optional(v.string()),
  JAZZCASH_PASSWORD: v.optional(v.string()),
  JAZZCASH_INTEGRITY_SALT: v.optional(v.string()),
  JAZZCASH_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  // Refunds through JazzCash's wallet refund API need the merchant's MPIN (ADR 107).
  JAZZCASH_MPIN: v.optional(v.string()),
  JAZZCASH_REFUND_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  // Video visits' ICE servers (ADR 113): comma-separated URLs; TURN_SECRET is coturn's static-auth-secret.
  STUN_URLS: v.optional(v.string()),
  TURN_URLS: v.optional(v.string()),
  TURN_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  LOG_LEVEL: v.optional(
    v.picklist(['silent', 'error', 'info'], 'must be silent, error or info'),
    'info',
  ),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be the number of proxies in front of the server'),
      v.transform(Number),
      v.maxValue(10, 'must be between 0 and 10'),
    ),
    '0',
  ),
  WEB_CONCURRENCY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number of processes'),
      v.transform(Number),
      v.minValue(1, 'must be between 1 and 64'),
      v.maxValue(64, 'must be between 1 and 64'),
    ),
    '1',
  ),
});

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  adminEmail: string;
  adminPassword: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Web Push keys (ADR 104): from the environment, else made once into the data folder. */
  vapid: Vapid;
  /** Push to loopback endpoints, the tests' local push-service stub (ADR 142); never in production. */
  pushAllowLoopback: boolean;
  /** SMS and WhatsApp's one transport (ADR 103); none: the local outbox. */
  messaging: MessagingConfig | undefined;
  seedDemo: boolean;
  jazzcash:
    | {
        merchantId: string;
        password: string;
        integritySalt: string;
        url: string;
        /** Without an MPIN JazzCash refunds wait for the administrator (ADR 107). */
        mpin?: string;
        refundUrl?: string;
      }
    | undefined;
  logLevel: 'silent' | 'error' | 'info';
  /** How many proxies (load balancers) in front add themselves to X-Forwarded-For; 0 trusts none. */
  trustProxy: number;
  /** How many Node processes `npm start` runs on the port (node:cluster); PostgreSQL only. */
  webConcurrency: number;
  /** STUN and TURN for video visits (ADR 113); the TURN secret never leaves the server. */
  ice: IceConfig;
};

export const DEMO_ADMIN_EMAIL = 'admin@mashwara.pk';
export const DEMO_ADMIN_PASSWORD = 'Admin@12345';

export class EnvError extends Error {}

/** Reads and validates configuration; a bad value throws an EnvError naming the variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const raw = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = v.safeParse(EnvSchema, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const name = v.getDotPath(issue) ?? 'environment';
    throw new EnvError(`Invalid configuration: ${name} ${issue.message}`);
  }
  const e = parsed.output;
  const production = e.NODE_ENV === 'production';
  const dataDir = resolve(e.DATA_DIR);
  if (production) {
    for (const name of ['JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'] as const) {
      if (!e[name]) throw new EnvError(`Invalid configuration: ${name} is required in production`);
    }
  }
  if (production && e.PUSH_ALLOW_LOOPBACK) {
    throw new EnvError(
      'Invalid configuration: PUSH_ALLOW_LOOPBACK is for tests and development; production never pushes to this machine',
    );
  }
  if (e.WEB_CONCURRENCY > 1 && !/^postgres(ql)?:\/\//.test(e.DATABASE_URL ?? '')) {
    throw new EnvError(
      'Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL=postgres://…; the built-in database (PGlite) keeps its data in one folder that only one process may open',
    );
  }
  const jazz = [e.JAZZCASH_MERCHANT_ID, e.JAZZCASH_PASSWORD, e.JAZZCASH_INTEGRITY_SALT];
  if (jazz.some(Boolean) && !jazz.every(Boolean)) {
    throw new EnvError(
      'Invalid configuration: JAZZCASH_MERCHANT_ID, JAZZCASH_PASSWORD and JAZZCASH_INTEGRITY_SALT go together',
    );
  }
  let messaging: MessagingConfig | undefined;
  try {
    messaging = e.MESSAGING_URL ? parseMessagingUrl(e.MESSAGING_URL) : undefined;
  } catch (error) {
    if (!(error instanceof MessagingUrlError)) throw error;
    throw new EnvError(`Invalid configuration: MESSAGING_URL ${error.message}`);
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new EnvError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  const vapidPair =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : e.DATABASE_URL === 'memory://'
        ? generateVapidKeys()
        : localVapidKeys(dataDir);
  if (!keysBelongTogether(vapidPair)) {
    throw new EnvError(
      'Invalid configuration: VAPID_PUBLIC_KEY is not the key of VAPID_PRIVATE_KEY',
    );
  }
  const ice = iceConfig(e.STUN_URLS, e.TURN_URLS, e.TURN_SECRET);
  const adminEmail = (e.ADMIN_EMAIL ?? DEMO_ADMIN_EMAIL).toLowerCase();
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret:
      e.JWT_SECRET ??
      (e.DATABASE_URL === 'memory://' ? randomBytes(32).toString('hex') : localSecret(dataDir)),
    adminEmail,
    adminPassword: e.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    vapid: { ...vapidPair, subject: e.VAPID_SUBJECT ?? `mailto:${adminEmail}` },
    pushAllowLoopback: e.PUSH_ALLOW_LOOPBACK ?? false,
    messaging,
    seedDemo: production ? false : (e.SEED_DEMO ?? true),
    jazzcash: e.JAZZCASH_MERCHANT_ID
      ? {
          merchantId: e.JAZZCASH_MERCHANT_ID,
          password: e.JAZZCASH_PASSWORD!,
          integritySalt: e.JAZZCASH_INTEGRITY_SALT!,
          url:
            e.JAZZCASH_URL ??
            'https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
          mpin: e.JAZZCASH_MPIN || undefined,
          refundUrl: e.JAZZCASH_REFUND_URL,
        }
      : undefined,
    logLevel: e.NODE_ENV === 'test' ? 'silent' : e.LOG_LEVEL,
    webConcurrency: e.WEB_CONCURRENCY,
    trustProxy: e.TRUST_PROXY,
    ice,
  };
}

function iceConfig(stun?: string, turn?: string, turnSecret?: string): IceConfig {
  const stunUrls = parseIceUrls(stun, ['stun', 'stuns']);
  if (!Array.isArray(stunUrls)) {
    throw new EnvError(
      `Invalid configuration: STUN_URLS must be comma-separated stun: or stuns: URLs (not ${stunUrls.bad})`,
    );
  }
  const turnUrls = parseIceUrls(turn, ['turn', 'turns']);
  if (!Array.isArray(turnUrls)) {
    throw new EnvError(
      `Invalid configuration: TURN_URLS must be comma-separated turn: or turns: URLs (not ${turnUrls.bad})`,
    );
  }
  if (turnUrls.length > 0 !== Boolean(turnSecret)) {
    throw new EnvError('Invalid configuration: TURN_URLS and TURN_SECRET go together');
  }
  return { stunUrls, turnUrls, turnSecret };
}

/** Outside production the signing secret is generated once and kept in the data folder. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
