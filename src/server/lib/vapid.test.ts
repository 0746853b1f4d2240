import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  generateVapidKeys,
  isP256PrivateKey,
  isP256PublicKey,
  keysBelongTogether,
  localVapidKeys,
} from './vapid';

describe('VAPID keys', () => {
  it('generates a P-256 pair whose public key belongs to its private key', () => {
    for (let i = 0; i < 20; i++) {
      const keys = generateVapidKeys();
      expect(isP256PublicKey(keys.publicKey)).toBe(true);
      expect(isP256PrivateKey(keys.privateKey)).toBe(true);
      expect(keysBelongTogether(keys)).toBe(true);
    }
  });

  it('tells a mixed-up pair apart', () => {
    const a = generateVapidKeys();
    const b = generateVapidKeys();
    expect(keysBelongTogether({ publicKey: a.publicKey, privateKey: b.privateKey })).toBe(false);
  });

  it('makes the pair once into the data folder and reads the same one afterwards', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mashwara-vapid-'));
    try {
      const first = localVapidKeys(dir);
      expect(localVapidKeys(dir)).toEqual(first);
      expect(JSON.parse(readFileSync(join(dir, 'vapid-keys.json'), 'utf8'))).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
