import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
/** D14: scrypt with N = 2^17, r = 8, p = 1. Tests lower N (see setPasswordCost) to stay fast. */
let logN = 17;
const R = 8;
const P = 1;

export function setPasswordCost(log2N: number) {
  logN = log2N;
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
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64'),
    Number(n),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;
/** Unknown e-mails still cost one hash, so timing does not reveal whether an account exists. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-Aa1!');
  await verifyPassword(password, await dummy);
}
