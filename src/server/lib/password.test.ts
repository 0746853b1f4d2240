import { afterAll, describe, expect, it } from 'vitest';
import {
  burnPasswordCheck,
  hashPassword,
  setPasswordCost,
  verifyPassword,
  warmPasswordCheck,
} from '#server/lib/password';

afterAll(() => setPasswordCost(10));

describe('password hashing', () => {
  it('hashes with scrypt N = 2^17, r = 8, p = 1 outside tests (ADR 014) and verifies', async () => {
    setPasswordCost(17);
    const stored = await hashPassword('Strong@Pass1');
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Strong@Pass1', stored)).toBe(true);
  }, 60_000);

  it('verifies a hash made at another cost, since the cost is stored with it', async () => {
    setPasswordCost(10);
    const cheap = await hashPassword('Strong@Pass1');
    setPasswordCost(11);
    expect(await verifyPassword('Strong@Pass1', cheap)).toBe(true);
    expect(await verifyPassword('Strong@Pass2', cheap)).toBe(false);
  });

  it('two hashes of one password differ (salted)', async () => {
    setPasswordCost(10);
    expect(await hashPassword('Strong@Pass1')).not.toBe(await hashPassword('Strong@Pass1'));
  });

  it('a damaged stored hash is a failed check, not an error', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });

  it('the dummy hash for unknown e-mails follows the current cost', async () => {
    setPasswordCost(10);
    expect((await warmPasswordCheck()).split('$')[1]).toBe('10');
    setPasswordCost(12);
    expect((await warmPasswordCheck()).split('$')[1]).toBe('12');
    await expect(burnPasswordCheck('anything')).resolves.toBeUndefined();
  });
});
