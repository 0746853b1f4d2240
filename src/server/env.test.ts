import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, EnvError, loadEnv } from '#server/env';
import { generateVapidKeys } from '#server/lib/vapid';

// memory:// keeps loadEnv from writing a signing secret into a data folder.
const base = { DATABASE_URL: 'memory://' };
const SECRET = 'x'.repeat(32);
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: SECRET,
  ADMIN_EMAIL: 'owner@clinic.pk',
  ADMIN_PASSWORD: 'Owner@Pass123',
};

const failure = (source: Record<string, string>) => {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('loadEnv accepted the configuration');
};

describe('loadEnv', () => {
  it('gives working defaults for development', () => {
    const env = loadEnv(base);
    expect(env).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      appUrl: 'http://localhost:3000',
      adminEmail: DEMO_ADMIN_EMAIL,
      seedDemo: true,
      jazzcash: undefined,
    });
    expect(env.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['JWT_SECRET', 'too-short'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', 'short'],
    ['SMTP_URL', 'http://mail.example.pk'],
    ['APP_URL', 'not a url'],
    ['NODE_ENV', 'staging'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'verbose'],
    ['WEB_CONCURRENCY', 'two'],
    ['WEB_CONCURRENCY', '0'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '11'],
  ])('stops on a bad %s (%s) with a message naming it', (name, value) => {
    const message = failure({ ...base, [name]: value });
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    expect(message).not.toMatch(/Invalid type|Expected/);
  });

  it.each(['JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'])('production requires %s', (name) => {
    const { [name as keyof typeof production]: _, ...rest } = production;
    expect(failure({ ...base, ...rest })).toBe(
      `Invalid configuration: ${name} is required in production`,
    );
  });

  it('accepts a complete production configuration, without demo data', () => {
    const env = loadEnv({ ...base, ...production, SEED_DEMO: 'true', PORT: '8080' });
    expect(env).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      jwtSecret: SECRET,
      adminEmail: 'owner@clinic.pk',
      seedDemo: false,
    });
  });

  it('takes the JazzCash credentials only together', () => {
    expect(failure({ ...base, JAZZCASH_MERCHANT_ID: 'MC1' })).toMatch(/JAZZCASH_MERCHANT_ID/);
    const env = loadEnv({
      ...base,
      JAZZCASH_MERCHANT_ID: 'MC1',
      JAZZCASH_PASSWORD: 'pw',
      JAZZCASH_INTEGRITY_SALT: 'salt',
    });
    expect(env.jazzcash).toMatchObject({ merchantId: 'MC1', integritySalt: 'salt' });
  });

  it('treats empty values as unset and lower-cases the admin e-mail', () => {
    const env = loadEnv({ ...base, PORT: '', ADMIN_EMAIL: 'Owner@Clinic.PK' });
    expect(env.port).toBe(3000);
    expect(env.adminEmail).toBe('owner@clinic.pk');
  });

  it('runs one server process unless WEB_CONCURRENCY says more, on PostgreSQL only', () => {
    expect(loadEnv(base).webConcurrency).toBe(1);
    const pg = { DATABASE_URL: 'postgres://mashwara@db.internal/mashwara', JWT_SECRET: SECRET };
    expect(loadEnv({ ...pg, WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    const refusal =
      'Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL=postgres://…; the built-in database (PGlite) keeps its data in one folder that only one process may open';
    expect(failure({ ...base, WEB_CONCURRENCY: '2' })).toBe(refusal);
    expect(failure({ JWT_SECRET: SECRET, WEB_CONCURRENCY: '2' })).toBe(refusal);
  });

  it('reads STUN and TURN for video visits, the TURN URLs only with their secret', () => {
    expect(loadEnv(base).ice).toEqual({ stunUrls: [], turnUrls: [], turnSecret: undefined });
    const ice = loadEnv({
      ...base,
      STUN_URLS: 'stun:turn.clinic.pk:3478',
      TURN_URLS: 'turn:turn.clinic.pk:3478?transport=udp, turns:turn.clinic.pk:5349',
      TURN_SECRET: 'a-long-coturn-secret',
    }).ice;
    expect(ice.turnUrls).toEqual([
      'turn:turn.clinic.pk:3478?transport=udp',
      'turns:turn.clinic.pk:5349',
    ]);
    expect(failure({ ...base, STUN_URLS: 'stun:a.pk,http://a.pk' })).toBe(
      'Invalid configuration: STUN_URLS must be comma-separated stun: or stuns: URLs (not http://a.pk)',
    );
    expect(failure({ ...base, TURN_URLS: 'turn:a.pk' })).toBe(
      'Invalid configuration: TURN_URLS and TURN_SECRET go together',
    );
    expect(failure({ ...base, TURN_URLS: 'turn:a.pk', TURN_SECRET: 'short' })).toBe(
      'Invalid configuration: TURN_SECRET must be at least 16 characters',
    );
  });

  it('takes the VAPID keys together, checks they are one pair, and makes a pair when none is set', () => {
    const pair = generateVapidKeys();
    const env = loadEnv({
      ...base,
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'mailto:contact@clinic.pk',
    });
    expect(env.vapid).toEqual({ ...pair, subject: 'mailto:contact@clinic.pk' });
    expect(failure({ ...base, VAPID_PUBLIC_KEY: pair.publicKey })).toBe(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    );
    expect(
      failure({
        ...base,
        VAPID_PUBLIC_KEY: generateVapidKeys().publicKey,
        VAPID_PRIVATE_KEY: pair.privateKey,
      }),
    ).toBe('Invalid configuration: VAPID_PUBLIC_KEY is not the key of VAPID_PRIVATE_KEY');
    expect(failure({ ...base, VAPID_PRIVATE_KEY: 'short' })).toMatch(
      /^Invalid configuration: VAPID_PRIVATE_KEY must be/,
    );
    expect(failure({ ...base, VAPID_SUBJECT: 'contact@clinic.pk' })).toBe(
      'Invalid configuration: VAPID_SUBJECT must be a mailto: or https:// address',
    );
    const made = loadEnv(base).vapid;
    expect(made.subject).toBe(`mailto:${DEMO_ADMIN_EMAIL}`);
    expect(Buffer.from(made.publicKey, 'base64url')).toHaveLength(65);
  });

  it('pushes to this machine only when PUSH_ALLOW_LOOPBACK says so, and never in production', () => {
    expect(loadEnv(base).pushAllowLoopback).toBe(false);
    expect(loadEnv({ ...base, NODE_ENV: 'test', PUSH_ALLOW_LOOPBACK: 'true' })).toMatchObject({
      pushAllowLoopback: true,
    });
    expect(failure({ ...base, PUSH_ALLOW_LOOPBACK: 'maybe' })).toBe(
      'Invalid configuration: PUSH_ALLOW_LOOPBACK must be true or false',
    );
    expect(failure({ ...base, ...production, PUSH_ALLOW_LOOPBACK: 'true' })).toMatch(
      /^Invalid configuration: PUSH_ALLOW_LOOPBACK is for tests and development/,
    );
    expect(
      loadEnv({ ...base, ...production, PUSH_ALLOW_LOOPBACK: 'false' }).pushAllowLoopback,
    ).toBe(false);
  });
});
