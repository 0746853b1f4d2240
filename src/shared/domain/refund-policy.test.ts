import { describe, expect, it } from 'vitest';
import { decideRefund } from './refund-policy';

const start = new Date('2030-03-04T10:00:00Z');
const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000);
const decide = (by: 'patient' | 'doctor' | 'admin' | 'system', now: Date, window = 24) =>
  decideRefund({
    by,
    action: by === 'system' ? 'expire' : 'cancel',
    paid: 1500,
    startTime: start,
    now,
    fullRefundHoursBefore: window,
  });

describe('the refund policy', () => {
  it('refunds the patient in full at exactly the window or earlier', () => {
    expect(decide('patient', hoursBefore(24))).toEqual({ refund: 'full', amount: 1500 });
    expect(decide('patient', hoursBefore(72))).toEqual({ refund: 'full', amount: 1500 });
  });

  it('refunds the patient nothing inside the window, with the reason naming it', () => {
    expect(decide('patient', new Date(hoursBefore(24).getTime() + 1))).toEqual({
      refund: 'none',
      amount: 0,
      reason: 'No refund: cancelled less than 24 hours before the appointment',
    });
    expect(decide('patient', hoursBefore(5), 6)).toMatchObject({
      refund: 'none',
      reason: 'No refund: cancelled less than 6 hours before the appointment',
    });
  });

  it('a window of 0 refunds any cancellation before the start', () => {
    expect(decide('patient', hoursBefore(0), 0)).toEqual({ refund: 'full', amount: 1500 });
  });

  it('always refunds in full when the doctor, the administrator or the expiry job cancels', () => {
    for (const by of ['doctor', 'admin', 'system'] as const) {
      expect(decide(by, new Date(start.getTime() + 3_600_000))).toEqual({
        refund: 'full',
        amount: 1500,
      });
    }
  });
});
