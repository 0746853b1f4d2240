import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The server's Web Push identity (RFC 8292): a P-256 key pair and who to contact about it. */
export type Vapid = { publicKey: string; privateKey: string; subject: string };
type KeyPair = Pick<Vapid, 'publicKey' | 'privateKey'>;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The bytes of an unpadded base64url text, or null when it is not one. */
export function base64urlBytes(text: string): Buffer | null {
  return BASE64URL.test(text) ? Buffer.from(text, 'base64url') : null;
}

/** An uncompressed P-256 point: 65 bytes starting with 0x04, as browsers and web-push take it. */
export const isP256PublicKey = (text: string) => {
  const bytes = base64urlBytes(text);
  return bytes?.length === 65 && bytes[0] === 4;
};

export const isP256PrivateKey = (text: string) => base64urlBytes(text)?.length === 32;

/** Whether the public key is the one the private key gives (a pasted pair that got mixed up). */
export function keysBelongTogether(keys: KeyPair): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url') === keys.publicKey;
  } catch {
    return false;
  }
}

export function generateVapidKeys(): KeyPair {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const key = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // getPrivateKey drops leading zero bytes; the key is always 32 bytes long.
    privateKey: Buffer.concat([Buffer.alloc(32 - key.length), key]).toString('base64url'),
  };
}

function readPair(file: string): KeyPair {
  const pair = JSON.parse(readFileSync(file, 'utf8')) as KeyPair;
  if (!isP256PublicKey(pair.publicKey) || !keysBelongTogether(pair)) {
    throw new Error(`${file} does not hold a VAPID key pair; remove it to make a new one`);
  }
  return pair;
}

/**
 * The key pair kept in the data folder, made on first start. Several processes may start at once
 * (WEB_CONCURRENCY): each writes its own file and links it into place, so the first link wins
 * and every process reads that one.
 */
export function localVapidKeys(dataDir: string): KeyPair {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return readPair(file);
  mkdirSync(dataDir, { recursive: true });
  const mine = join(dataDir, `vapid-keys.${randomBytes(6).toString('hex')}.tmp`);
  writeFileSync(mine, JSON.stringify(generateVapidKeys()), { mode: 0o600 });
  try {
    linkSync(mine, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(mine, { force: true });
  }
  return readPair(file);
}
