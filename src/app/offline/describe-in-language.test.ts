// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CANCEL_KIND,
  type CancelPayload,
  cancelKind,
  RESCHEDULE_KIND,
  type ReschedulePayload,
  rescheduleKind,
} from '#app/features/appointments/api/appointment-kinds';
import { activateLocale } from '#app/lib/i18n';
import type { OutboxItem } from './local-db';
import { syncEngine } from './outbox';

const item = (kind: string, payload: unknown): OutboxItem =>
  ({ kind, payload, description: 'stored at queue time' }) as unknown as OutboxItem;

const cancel: CancelPayload = {
  id: 'a1',
  doctorName: 'Dr. Ayesha Khan',
  previousStart: '2030-05-06T04:00:00.000Z',
  reason: 'Travelling',
};
const move: ReschedulePayload = {
  id: 'a1',
  doctorName: 'Dr. Ayesha Khan',
  previousStart: '2030-05-06T04:00:00.000Z',
  startTime: '2030-05-07T05:30:00.000Z',
  endTime: '2030-05-07T06:00:00.000Z',
};

afterEach(() => activateLocale('en'));

describe('a queued change in plain words', () => {
  it('reads in English, in clinic time', () => {
    syncEngine.registerKind(cancelKind);
    syncEngine.registerKind(rescheduleKind);
    expect(syncEngine.describe(item(CANCEL_KIND, cancel))).toBe(
      'Cancel the appointment with Dr. Ayesha Khan on Monday, May 6, 2030 at 9:00 AM',
    );
    expect(syncEngine.describe(item(RESCHEDULE_KIND, move))).toBe(
      'Move the appointment with Dr. Ayesha Khan on Monday, May 6, 2030 at 9:00 AM to Tuesday, May 7, 2030 at 10:30 AM',
    );
  });

  it('reads in the language active when it is shown, not the one it was queued in', async () => {
    syncEngine.registerKind(cancelKind);
    syncEngine.registerKind(rescheduleKind);
    await activateLocale('ur');
    const words = syncEngine.describe(item(CANCEL_KIND, cancel));
    expect(words).toContain('Dr. Ayesha Khan');
    expect(words).toContain('منسوخ');
    expect(words).not.toMatch(/Cancel|Monday|May/);
  });

  it('falls back to the stored words for a kind this build no longer knows', () => {
    expect(syncEngine.describe(item('retired.kind', {}))).toBe('stored at queue time');
  });
});
