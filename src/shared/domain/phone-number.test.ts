import { describe, expect, it } from 'vitest';
import { isSmsReachable, normalizePhone } from './phone-number';

describe('normalizePhone', () => {
  it.each([
    '0300 1234567',
    '03001234567',
    '+92 300 1234567',
    '92-300-1234567',
    '0092 300 1234567',
    '(0300) 1234567',
  ])('reads %s as +923001234567', (input) => {
    expect(normalizePhone(input)).toBe('+923001234567');
  });

  it('keeps numbers of other countries with their code', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it.each(['', '12', '0300 12', 'call me', '+92 300 1234567 ext'])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('isSmsReachable', () => {
  it('accepts a mobile number in E.164', () => {
    expect(isSmsReachable('+923001234567')).toBe(true);
  });

  it('refuses a number that was never normalised, or a landline', () => {
    expect(isSmsReachable('0300-CALL-NOW')).toBe(false);
    expect(isSmsReachable('03001234567')).toBe(false);
    expect(isSmsReachable('+924235761234')).toBe(false);
    expect(isSmsReachable(null)).toBe(false);
  });
});
