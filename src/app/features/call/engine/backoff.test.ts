import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelay } from './backoff';

describe('socket reconnect backoff', () => {
  it('doubles from half a second, within a quarter of jitter', () => {
    expect(reconnectDelay(0, 0.5)).toBe(500);
    expect(reconnectDelay(1, 0.5)).toBe(1000);
    expect(reconnectDelay(3, 0.5)).toBe(4000);
    expect(reconnectDelay(0, 0)).toBe(375);
    expect(reconnectDelay(0, 1)).toBe(625);
  });

  it('never waits much more than 10 s however many attempts failed', () => {
    expect(reconnectDelay(40, 0.5)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(40, 1)).toBeLessThanOrEqual(RECONNECT_MAX_MS * 1.25);
  });
});
