import { describe, expect, it } from 'vitest';
import { canJoinCall } from './join-call-link';

const at = Date.parse('2030-01-07T05:00:00.000Z');
const video = {
  _id: 'a-1',
  mode: 'video',
  status: 'scheduled',
  endTime: '2030-01-07T05:30:00.000Z',
};

describe('Join call on an appointment', () => {
  it('is offered for a pending or scheduled video visit until an hour after its end', () => {
    expect(canJoinCall(video, at)).toBe(true);
    expect(canJoinCall({ ...video, status: 'pending' }, at)).toBe(true);
    expect(canJoinCall(video, Date.parse('2030-01-07T06:29:00.000Z'))).toBe(true);
    expect(canJoinCall(video, Date.parse('2030-01-07T06:30:00.000Z'))).toBe(false);
  });

  it('is not offered in person, or once the visit is completed, cancelled or a no-show', () => {
    expect(canJoinCall({ ...video, mode: 'in_person' }, at)).toBe(false);
    expect(canJoinCall({ ...video, mode: undefined }, at)).toBe(false);
    for (const status of ['completed', 'cancelled', 'no-show']) {
      expect(canJoinCall({ ...video, status }, at)).toBe(false);
    }
  });
});
