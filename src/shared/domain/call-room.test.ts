import { describe, expect, it } from 'vitest';
import { type CallRoomInput, callState, callWindow } from './call-room';

const start = new Date('2026-12-01T10:00:00Z');
const visit = (over: Partial<CallRoomInput> = {}): CallRoomInput => ({
  startTime: start,
  endTime: new Date('2026-12-01T10:30:00Z'),
  status: 'scheduled',
  updatedAt: new Date('2026-11-20T08:00:00Z'),
  openedAt: null,
  staleHold: false,
  ...over,
});
const at = (iso: string) => new Date(iso);

describe('the video room', () => {
  it('opens to the patient 15 minutes before the start and closes 60 minutes after the end', () => {
    const { opensAt, closesAt } = callWindow(visit());
    expect(opensAt.toISOString()).toBe('2026-12-01T09:45:00.000Z');
    expect(closesAt.toISOString()).toBe('2026-12-01T11:30:00.000Z');
    expect(callState(visit(), 'patient', at('2026-12-01T09:44:59Z'))).toBe('waiting');
    expect(callState(visit(), 'patient', at('2026-12-01T09:45:00Z'))).toBe('open');
    expect(callState(visit(), 'patient', at('2026-12-01T11:29:59Z'))).toBe('open');
    expect(callState(visit(), 'patient', at('2026-12-01T11:30:00Z'))).toBe('ended');
  });

  it('the doctor may open it at any time, and the patient may then join at once', () => {
    const early = at('2026-12-01T07:00:00Z');
    expect(callState(visit(), 'doctor', early)).toBe('open');
    expect(callState(visit({ openedAt: early }), 'patient', early)).toBe('open');
  });

  it('a completed, no-show or cancelled visit closes the room when its status changed', () => {
    const changed = at('2026-12-01T10:20:00Z');
    for (const status of ['completed', 'no-show', 'cancelled'] as const) {
      const done = visit({ status, updatedAt: changed });
      expect(callWindow(done).closesAt).toEqual(changed);
      expect(callState(done, 'doctor', at('2026-12-01T10:10:00Z'))).toBe('ended');
    }
    expect(callState(visit({ status: 'pending' }), 'doctor', at('2026-12-01T10:10:00Z'))).toBe(
      'open',
    );
  });

  it('a booking never confirmed in time has no room', () => {
    expect(callState(visit({ status: 'pending', staleHold: true }), 'doctor', start)).toBe('ended');
  });
});
