import { describe, expect, it } from 'vitest';
import { connectionCheck } from './connection-check';

describe('the connection check before joining', () => {
  it('reads the request time and the network kind', () => {
    expect(connectionCheck(120)).toBe('good');
    expect(connectionCheck(120, '4g')).toBe('good');
    expect(connectionCheck(800)).toBe('weak');
    expect(connectionCheck(120, '3g')).toBe('weak');
    expect(connectionCheck(2000, '4g')).toBe('poor');
    expect(connectionCheck(100, '2g')).toBe('poor');
  });
});
