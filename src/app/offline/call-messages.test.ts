import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { keepCallMessage } from './call-messages';
import { clearUserRows, createLocalDb } from './local-db';

const db = createLocalDb(`call-messages-${Math.random()}`);
afterEach(() => db.callMessages.clear());

describe('call messages on the device', () => {
  it('are kept once per message with their appointment, and sign-out wipes only that user’s', async () => {
    const message = {
      id: 'm1',
      from: 'doctor' as const,
      text: 'Can you hear me?',
      at: '2026-11-26T10:00:00Z',
    };
    await keepCallMessage(db, 'u1', 'a1', message);
    await keepCallMessage(db, 'u1', 'a1', message);
    await keepCallMessage(db, 'u2', 'a1', { ...message, id: 'm2' });
    expect(await db.callMessages.where('appointmentId').equals('a1').count()).toBe(2);

    await clearUserRows(db, 'u1');
    const left = await db.callMessages.toArray();
    expect(left.map((r) => [r.userId, r.text])).toEqual([['u2', 'Can you hear me?']]);
  });
});
