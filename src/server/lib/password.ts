import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
/**
 * ADR 014: scrypt with N = 2^17, r = 8, p = 1. Tests lower N (see setPasswordCost) to stay fast.
 */
let logN = 17;
const R = 8;
const P = 1;

let dummy: Promise<string> | undefined;

/** Sets the cost (createServer: 17, or 10 under NODE_ENV=test) and makes the dummy hash ahead. */
export function setPasswordCost(log2N: number) {
  logN = log2N;
  dummy = undefined;
  void warmPasswordCheck();
}

function scrypt(password: string, salt: Buffer, log2N: number, r: number, p: number) {
  const N = 2 ** log2N;
  return new Promise<Buffer>((resolve, reject) =>
    // maxmem must exceed 128 * N * r bytes, which Node's default (32 MiB) does not at N = 2^17.
    scryptCb(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Stored as scrypt$logN$r$p$salt$hash so that parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  // A damaged stored hash (bad parameters) is a failed check, not a 500.
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64'),
    Number(n),
    Number(r),
    Number(p),
  ).catch(() => undefined);
  return !!actual && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Unknown e-mails still cost one hash at the current cost, so timing does not reveal whether an
 * account exists. The dummy hash is made ahead (warmPasswordCheck) so the first unknown e-mail
 * does not cost two.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, await warmPasswordCheck());
}

export function warmPasswordCheck(): Promise<string> {
  if (!dummy) {
    dummy = hashPassword(randomBytes(12).toString('base64'));
    dummy.catch(() => {
      dummy = undefined;
    });
  }
  return dummy;
}
