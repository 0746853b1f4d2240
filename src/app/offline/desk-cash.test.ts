// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_KEY_STORAGE,
  deskDeviceKey,
  deviceNumber,
  registerDeskDevice,
  takeDeviceNumber,
} from './desk-cash';
import { createLocalDb } from './local-db';

const db = () => createLocalDb(`desk-cash-${crypto.randomUUID()}`);

function serverAnswers(letter: string, lastNumber: number) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, data: { letter, lastNumber } }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the desk device's receipt numbers (ADR 155)", () => {
  it('keeps one random device key across calls, in localStorage', () => {
    const key = deskDeviceKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(deskDeviceKey()).toBe(key);
    expect(localStorage.getItem(DEVICE_KEY_STORAGE)).toBe(key);
  });

  it('numbers with the letter and four digits, counting on from the last', async () => {
    expect(deviceNumber('B', 42)).toBe('B-0042');
    const local = db();
    serverAnswers('B', 41);
    await registerDeskDevice(local, 'u1', ['p-1'], 'k'.repeat(20));
    expect(await takeDeviceNumber(local, 'u1', 'p-1')).toBe('B-0042');
    expect(await takeDeviceNumber(local, 'u1', 'p-1')).toBe('B-0043');
  });

  it('has no number at a practice it has no letter for: the server numbers that payment', async () => {
    expect(await takeDeviceNumber(db(), 'u1', 'p-2')).toBeNull();
  });

  it('asks the server once a practice, and keeps a counter that is ahead of it', async () => {
    const local = db();
    const fetch = serverAnswers('C', 0);
    await registerDeskDevice(local, 'u1', ['p-1'], 'k'.repeat(20));
    await takeDeviceNumber(local, 'u1', 'p-1');
    await registerDeskDevice(local, 'u1', ['p-1'], 'k'.repeat(20));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await takeDeviceNumber(local, 'u1', 'p-1')).toBe('C-0002');
  });
});
